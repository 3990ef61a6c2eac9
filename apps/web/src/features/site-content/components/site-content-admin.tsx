import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { SITE_SECTION_LABELS, SITE_SECTIONS, type SiteSection } from '@app/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState, PageLoader } from '../../../components/page-state';
import { errorMessage } from '../../../lib/api-client';
import { useSiteItems } from '../api/list-site-items';
import { SectionEditor } from './section-editor';

/** Where each section shows on the landing page, for 'View site'. */
const ANCHOR: Record<SiteSection, string> = {
  alumni: '/#featured-alumni',
  timeline: '/#about',
  faculty: '/#faculty',
  'office-bearers': '/#members',
  sponsors: '/#sponsors',
  gallery: '/#gallery',
};

/** Site Content (admin): the landing page's people, logos, pictures and history. */
export function SiteContentAdmin() {
  const items = useSiteItems();
  const [section, setSection] = useState<SiteSection>('alumni');
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            Site Content
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            What visitors see on the landing page and the gallery. Changes show at once, with no deploy. Items marked{' '}
            <strong>Placeholder</strong> still have made-up names or generated art: replace them with the real ones.
          </Text>
        </div>
        <Button component="a" href={ANCHOR[section]} target="_blank" rel="noopener" variant="light" rightSection={<IconExternalLink size={16} aria-hidden="true" />}>
          View site
        </Button>
      </Group>
      {items.isPending && <PageLoader />}
      {items.isLoadingError && <ErrorState message={errorMessage(items.error, 'The site content could not be loaded.')} read={items} />}
      {items.data && (
        <Tabs value={section} onChange={(v) => v && setSection(v as SiteSection)} keepMounted={false}>
          <Tabs.List>
            {SITE_SECTIONS.map((s) => (
              <Tabs.Tab key={s} value={s}>
                {SITE_SECTION_LABELS[s]} ({items.data.filter((i) => i.section === s).length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SITE_SECTIONS.map((s) => (
            <Tabs.Panel key={s} value={s} pt="md">
              <SectionEditor section={s} items={items.data.filter((i) => i.section === s)} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
