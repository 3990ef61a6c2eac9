import {
  Box,
  Button,
  Card,
  Container,
  Drawer,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBuilding, IconChevronDown, IconPencilPlus } from '@tabler/icons-react';
import { EXPERIENCE_TYPES, MSG } from '@app/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { SkeletonCards } from '../../../components/skeleton-cards';
import { ShowMoreButton } from '../../../components/show-more-button';
import { EmptyStateCard } from '../../../components/bordered-card';
import { EmptyState, ErrorState, PageLoader } from '../../../components/page-state';
import { usePlacementIndex } from '../api/get-placement-index';
import type { PlacementFilter } from '../api/keys';
import { useExperiences } from '../api/list-experiences';
import { parseType, parseYear } from '../lib/companies';
import { CompanyList } from './company-list';
import { ExperienceCard } from './experience-card';
import { ShareExperienceModal } from './share-experience-modal';

/**
 * Placement Details (SPEC §2): companies at left, the picked company's approved experiences at
 * right, filters by type and year. On a phone the company list moves into a drawer. The choice
 * lives in the URL, so a link to one company's experiences can be shared.
 */
export function PlacementDetails() {
  const [params, setParams] = useSearchParams();
  const company = params.get('company') ?? '';
  const filter: PlacementFilter = {
    type: parseType(params.get('type')),
    year: parseYear(params.get('year')),
  };
  const index = usePlacementIndex(filter);
  const [sharing, setSharing] = useState(false);
  const [drawer, { open: openDrawer, close: closeDrawer }] = useDisclosure(false);
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const setParam = (key: string, value: string | null | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key !== 'company' },
    );
  const selectCompany = (key: string) => {
    setParam('company', key);
    closeDrawer();
  };

  const companies = index.data?.companies ?? [];
  const current = companies.find((c) => c.key === company);
  const yearOptions = (index.data?.years ?? []).map(String);
  if (filter.year && !yearOptions.includes(String(filter.year)))
    yearOptions.unshift(String(filter.year));

  const filters = (
    <>
      <Select
        label="Type"
        placeholder="All types"
        data={[...EXPERIENCE_TYPES]}
        value={filter.type ?? null}
        onChange={(v) => setParam('type', v)}
        clearable
        w={isPhone ? undefined : 220}
      />
      <Select
        label="Year of passing"
        placeholder="All years"
        data={yearOptions}
        value={filter.year ? String(filter.year) : null}
        onChange={(v) => setParam('year', v)}
        clearable
        w={isPhone ? undefined : 180}
      />
    </>
  );

  const list = index.isPending ? (
    <Stack gap="xs" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={34} radius="md" />
      ))}
    </Stack>
  ) : (
    <CompanyList
      companies={companies}
      selected={company}
      onSelect={selectCompany}
      maxHeight={isPhone ? undefined : 'calc(100vh - 240px)'}
    />
  );

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Box mb="lg">
        <PageHeader
          eyebrow="CSMIT"
          title="Placement Details"
          subtitle="Interview experiences shared by our seniors, company by company."
        >
          <Button
            variant="white"
            leftSection={<IconPencilPlus size={18} aria-hidden="true" />}
            onClick={() => setSharing(true)}
          >
            Post Experiences here
          </Button>
        </PageHeader>
      </Box>

      {isPhone && (
        <Button
          variant="default"
          fullWidth
          size="md"
          mb="sm"
          justify="space-between"
          leftSection={<IconBuilding size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          onClick={openDrawer}
          aria-haspopup="dialog"
          styles={{ label: { flex: 1, justifyContent: 'flex-start' } }}
        >
          {current ? current.name : 'Choose a company'}
        </Button>
      )}
      {isPhone ? (
        <SimpleGrid cols={2} spacing="sm" mb="lg">
          {filters}
        </SimpleGrid>
      ) : (
        <Group gap="sm" mb="lg" align="flex-end">
          {filters}
        </Group>
      )}

      {index.isLoadingError && <ErrorState message={MSG.experiencesFetchFailed} read={index} />}

      <Grid gap="lg">
        {!isPhone && (
          <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
            <Card withBorder padding="sm" radius="md" pos="sticky" top={80}>
              <Text fw={700} size="sm" tt="uppercase" c="gray.7" mb="xs" px={4}>
                Companies
              </Text>
              {list}
            </Card>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          {company ? (
            <CompanyExperiences
              companyKey={company}
              companyName={current?.name ?? company}
              filter={filter}
            />
          ) : index.isPending ? (
            // On a phone the company list waits in the drawer: say here that the page is loading.
            isPhone && <PageLoader label="Loading companies..." />
          ) : (
            !index.isLoadingError && (
              <Card withBorder radius="md" py="xl">
                {companies.length === 0 ? (
                  <EmptyState
                    title={
                      filter.type || filter.year
                        ? 'No experiences match these filters'
                        : 'No experiences yet'
                    }
                  >
                    {filter.type || filter.year
                      ? 'Try another type or year.'
                      : 'Be the first to help your juniors: use Post Experiences here.'}
                  </EmptyState>
                ) : (
                  <EmptyState title="Pick a company">
                    {isPhone ? 'Choose a company above' : 'Choose a company from the list'} to read
                    the experiences of seniors who interviewed there. {companies.length}{' '}
                    {companies.length === 1 ? 'company has' : 'companies have'} experiences to read.
                  </EmptyState>
                )}
              </Card>
            )
          )}
        </Grid.Col>
      </Grid>

      <Drawer
        opened={drawer && !!isPhone}
        onClose={closeDrawer}
        title="Companies"
        position="bottom"
        size="85%"
      >
        {list}
      </Drawer>
      <ShareExperienceModal
        opened={sharing}
        onClose={() => setSharing(false)}
        companies={companies.map((c) => c.name)}
      />
    </Container>
  );
}

function CompanyExperiences({
  companyKey,
  companyName,
  filter,
}: {
  companyKey: string;
  companyName: string;
  filter: PlacementFilter;
}) {
  const experiences = useExperiences(companyKey, filter);
  const items = experiences.data?.pages.flat() ?? [];
  return (
    <Stack gap="sm" aria-live="polite">
      <Group justify="space-between" align="baseline">
        <Title order={2}>{companyName}</Title>
        {experiences.isSuccess && (
          <Text c="gray.7" size="sm">
            {items.length}
            {experiences.hasNextPage ? '+' : ''} {items.length === 1 ? 'experience' : 'experiences'}
          </Text>
        )}
      </Group>
      {experiences.isPending && <SkeletonCards count={3} height={84} />}
      {experiences.isLoadingError && <ErrorState message={MSG.experiencesFetchFailed} read={experiences} />}
      {experiences.isSuccess && items.length === 0 && (
        <EmptyStateCard title="Nothing here yet">
          {filter.type || filter.year
            ? 'No experiences of this company match these filters.'
            : 'No approved experiences for this company.'}
        </EmptyStateCard>
      )}
      {items.map((e) => (
        <ExperienceCard key={e.id} experience={e} />
      ))}
      <ShowMoreButton query={experiences} />
    </Stack>
  );
}
