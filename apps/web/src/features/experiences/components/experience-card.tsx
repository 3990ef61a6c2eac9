import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconFileTypePdf } from '@tabler/icons-react';
import type { PublicExperience } from '@app/shared';
import { NewTabButton } from '../../../components/link-buttons';
import { ArticleCard } from '../../../components/bordered-card';

const TYPE_COLOURS: Record<string, string> = {
  Placement: 'brand',
  Intern: 'teal',
  'Off-Campus Placement': 'grape',
  'Off-Campus Intern': 'cyan',
};

export function ExperienceTypeBadge({ type }: { type: string }) {
  return (
    // Dark text on the light tint keeps the label above 4.5:1 contrast.
    <Badge
      variant="light"
      color={TYPE_COLOURS[type] ?? 'gray'}
      c={`${TYPE_COLOURS[type] ?? 'gray'}.9`}
      radius="sm"
      tt="none"
    >
      {type}
    </Badge>
  );
}

/** One approved experience: name, year of passing, type and its PDF. */
export function ExperienceCard({ experience }: { experience: PublicExperience }) {
  return (
    <ArticleCard aria-label={`${experience.name}, ${experience.type}`}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Text fw={600} size="lg" lineClamp={2}>
            {experience.name}
          </Text>
          <Group gap="xs">
            <ExperienceTypeBadge type={experience.type} />
            <Text size="sm" c="gray.7">
              Year of passing: {experience.yearOfPassing}
            </Text>
            {experience.linkedin && (
              <Anchor
                href={experience.linkedin}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                size="sm"
                underline="always"
              >
                <Group gap={4} component="span" wrap="nowrap">
                  <IconBrandLinkedin size={16} aria-hidden="true" />
                  LinkedIn
                </Group>
              </Anchor>
            )}
          </Group>
        </Stack>
        <NewTabButton
          href={experience.pdfUrl}
          rel="noopener noreferrer"
          variant="light"
          icon={IconFileTypePdf}
        >
          View Experience (PDF)
        </NewTabButton>
      </Group>
    </ArticleCard>
  );
}
