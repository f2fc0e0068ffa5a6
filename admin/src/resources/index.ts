// The console's resources, named by their URL segment (/admin/<name>) and listed in the sidebar's
// order; the data provider maps each to its table (providers/resources.ts). Each page is loaded lazily.
import accommodation from './accommodation/index.ts';
import blog from './blog/index.ts';
import careers from './careers/index.ts';
import interviews from './interviews/index.ts';
import leads from './leads/index.ts';
import news from './news/index.ts';
import pricing from './pricing/index.ts';
import resources from './resources/index.ts';
import settings from './settings/index.ts';
import testimonials from './testimonials/index.ts';
import transportation from './transportation/index.ts';
import universities from './universities/index.ts';
import videos from './videos/index.ts';

export const resourceDefinitions = [
  { name: 'universities', definition: universities },
  { name: 'blog', definition: blog },
  { name: 'videos', definition: videos },
  { name: 'news', definition: news },
  { name: 'careers', definition: careers },
  { name: 'pricing', definition: pricing },
  { name: 'resources', definition: resources },
  { name: 'accommodation', definition: accommodation },
  { name: 'transportation', definition: transportation },
  { name: 'interviews', definition: interviews },
  { name: 'testimonials', definition: testimonials },
  { name: 'leads', definition: leads },
  { name: 'settings', definition: settings },
] as const;
