import { z } from 'zod';
import { idField, requiredText } from './fields';

// The landing page's people, logos, pictures and history, which the admin edits (Site Content).

export const SITE_SECTIONS = ['alumni', 'timeline', 'faculty', 'office-bearers', 'sponsors', 'gallery'] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

export const SITE_SECTION_LABELS: Record<SiteSection, string> = {
  alumni: 'Featured alumni',
  timeline: 'History timeline',
  faculty: 'Faculty advisors',
  'office-bearers': 'Office bearers',
  sponsors: 'Sponsors',
  gallery: 'Gallery',
};

/** Sections whose items carry a picture (the timeline is text only). */
export const SECTIONS_WITH_IMAGE: readonly SiteSection[] = ['alumni', 'faculty', 'office-bearers', 'sponsors', 'gallery'];

/** How many items a section may hold: the page lays them out for about this many. */
export const SITE_SECTION_MAX: Record<SiteSection, number> = {
  alumni: 12,
  timeline: 20,
  faculty: 8,
  'office-bearers': 40,
  sponsors: 30,
  gallery: 120,
};

export const SITE_MSG = {
  sectionUnknown: 'Unknown section.',
  itemNotFound: 'This item no longer exists. Reload the page.',
  sectionFull: (max: number) => `This section holds at most ${max} items. Remove one first.`,
  orderMismatch: 'The list changed meanwhile. Reload the page and reorder again.',
  noImageHere: 'The timeline has no pictures.',
  imageRequired: 'Please choose an image.',
  imageType: 'The picture must be a JPEG, PNG or WebP image.',
  imageUnreadable: 'The picture could not be read. Please choose another image.',
  yearTaken: (year: number) => `The office bearers of ${year} are already archived. Choose another year.`,
  nothingToArchive: 'There are no office bearers to archive.',
  yearNotFound: 'No office bearers are archived for that year.',
  created: 'Added.',
  updated: 'Saved.',
  deleted: 'Removed.',
  reordered: 'Order saved.',
  imageUploaded: 'Picture uploaded.',
  newYear: (year: number) => `The office bearers are archived under ${year}. The list is empty for the new team.`,
} as const;

const yearText = requiredText('Year', 12);

/** The fields each section's items have, with the messages a person sees. */
export const SiteFieldsSchemas = {
  alumni: z.object({
    name: requiredText('Name', 80),
    batch: requiredText('Batch', 40),
    role: requiredText('Role', 120),
    quote: requiredText('Quote', 400),
  }),
  timeline: z.object({ year: yearText, title: requiredText('Title', 80), text: requiredText('Text', 400) }),
  faculty: z.object({
    name: requiredText('Name', 80),
    designation: requiredText('Designation', 160),
    role: requiredText('Role', 60),
  }),
  'office-bearers': z.object({ name: requiredText('Name', 80), role: requiredText('Role', 80) }),
  sponsors: z.object({ name: requiredText('Name', 80) }),
  gallery: z.object({ caption: requiredText('Caption', 120) }),
} satisfies Record<SiteSection, z.ZodType>;

export type SiteFields<S extends SiteSection = SiteSection> = z.infer<(typeof SiteFieldsSchemas)[S]>;

/** The labels of each section's fields, in form order (the admin's form is built from them). */
export const SITE_FIELD_LABELS: Record<SiteSection, Record<string, string>> = {
  alumni: { name: 'Name', role: 'Role and company', batch: 'Batch', quote: 'Quote' },
  timeline: { year: 'Year', title: 'Title', text: 'Text' },
  faculty: { name: 'Name', designation: 'Designation', role: 'Role' },
  'office-bearers': { name: 'Name', role: 'Role' },
  sponsors: { name: 'Name' },
  gallery: { caption: 'Caption' },
};

export const SiteSectionParamsSchema = z.object({
  section: z.enum(SITE_SECTIONS, { error: SITE_MSG.sectionUnknown }),
});

/** Body of add and edit: the section's fields (checked against its schema by the server). */
export const SiteItemInputSchema = z.object({
  fields: z.record(z.string(), z.string().max(1000)),
  /** Still a placeholder for the real person or picture; an edit without it clears the mark. */
  isPlaceholder: z.boolean().optional(),
});
export type SiteItemInput = z.infer<typeof SiteItemInputSchema>;

export const SiteOrderInputSchema = z.object({ ids: z.array(idField).max(200) });
export type SiteOrderInput = z.infer<typeof SiteOrderInputSchema>;

export const NewYearInputSchema = z.object({
  year: z.coerce
    .number({ error: 'Please enter the year of the team being archived, such as 2025.' })
    .int({ error: 'Please enter the year of the team being archived, such as 2025.' })
    .min(1983, { error: 'The society was founded in 1983: enter a year from 1983.' })
    .max(2200, { error: 'Please enter the year of the team being archived, such as 2025.' }),
});
export type NewYearInput = z.infer<typeof NewYearInputSchema>;
export const YearParamsSchema = z.object({ year: NewYearInputSchema.shape.year });

/** One encoded size of a picture: pixel width and URL. */
export const ImageVariantSchema = z.tuple([z.number().int(), z.string()]);
export const SiteImageSchema = z.object({
  /** Box size in CSS pixels of the largest variant's aspect ratio. */
  width: z.number(),
  height: z.number(),
  color: z.string(),
  srcset: z.array(ImageVariantSchema),
});
export type SiteImage = z.infer<typeof SiteImageSchema>;

export const SiteItemSchema = z.object({
  id: z.number().int(),
  section: z.enum(SITE_SECTIONS),
  fields: z.record(z.string(), z.string()),
  /** An uploaded picture, or null. */
  image: SiteImageSchema.nullable(),
  /** Seeded artwork from the web build's images (see docs/decisions/005), or null. */
  imageKey: z.string().nullable(),
  isPlaceholder: z.boolean(),
});
export type SiteItem = z.infer<typeof SiteItemSchema>;

export const SiteContentSchema = z.object({
  alumni: z.array(SiteItemSchema),
  timeline: z.array(SiteItemSchema),
  faculty: z.array(SiteItemSchema),
  officeBearers: z.array(SiteItemSchema),
  sponsors: z.array(SiteItemSchema),
  gallery: z.array(SiteItemSchema),
  /** Years whose office bearers are archived, newest first (/about/{year}). */
  pastYears: z.array(z.number().int()),
});
export type SiteContent = z.infer<typeof SiteContentSchema>;

export const PastTeamSchema = z.object({ year: z.number().int(), officeBearers: z.array(SiteItemSchema) });
export type PastTeam = z.infer<typeof PastTeamSchema>;

export const SiteItemResponseSchema = z.object({ message: z.string(), item: SiteItemSchema });

/** The key of a section in SiteContent. */
export const SECTION_KEY = {
  alumni: 'alumni',
  timeline: 'timeline',
  faculty: 'faculty',
  'office-bearers': 'officeBearers',
  sponsors: 'sponsors',
  gallery: 'gallery',
} as const satisfies Record<SiteSection, keyof SiteContent>;
