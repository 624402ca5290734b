/**
 * Each content file of src/content, the export it holds and the schema that export must satisfy:
 * what the content check validates (./validate-content.ts), what the import reads, and where a
 * translation's parts keyed by id take their keys from (./translations.ts).
 */
import * as schemas from '../../src/config/content-schema.ts';

export const CONTENT_FILES = [
  { file: 'profile.ts', exportName: 'profile', schema: schemas.profileSchema },
  { file: 'projects.ts', exportName: 'projects', schema: schemas.projectsSchema },
  { file: 'skills.ts', exportName: 'skillGroups', schema: schemas.skillGroupsSchema },
  { file: 'skills.ts', exportName: 'skillGroupTitles', schema: schemas.skillGroupTitlesSchema },
  { file: 'experience.ts', exportName: 'experience', schema: schemas.experienceListSchema },
  { file: 'education.ts', exportName: 'education', schema: schemas.educationListSchema },
  { file: 'gallery.ts', exportName: 'gallery', schema: schemas.gallerySchema },
  { file: 'interests.ts', exportName: 'interests', schema: schemas.interestsSchema },
  { file: 'page-text.ts', exportName: 'pageText', schema: schemas.pageTextSchema },
  { file: 'accent.ts', exportName: 'accent', schema: schemas.accentSchema },
  { file: 'certificates.ts', exportName: 'certificates', schema: schemas.certificatesSchema },
  { file: 'awards.ts', exportName: 'awards', schema: schemas.awardsSchema },
  { file: 'publications.ts', exportName: 'publications', schema: schemas.publicationsSchema },
  { file: 'spoken-languages.ts', exportName: 'spokenLanguages', schema: schemas.spokenLanguagesSchema },
] as const;
