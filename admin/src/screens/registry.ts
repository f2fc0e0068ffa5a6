// Every console resource, once, in the sidebar's order. Adding one: a folder beside this file whose
// index.ts default-exports defineResource({...}), and its line here.
import type { ComponentType } from 'react';
import { resourcesOf } from '../providers/resources.ts';
import accommodation from './accommodation/index.ts';
import activity from './activity/index.ts';
import blog from './blog/index.ts';
import careers from './careers/index.ts';
import catalogueHealth from './catalogue-health/index.ts';
import cities from './cities/index.ts';
import countries from './countries/index.ts';
import type { ResourceDefinition } from './define-resource.ts';
import exchangeRates from './exchange-rates/index.ts';
import fieldsOfStudy from './fields-of-study/index.ts';
import interviews from './interviews/index.ts';
import leads from './leads/index.ts';
import news from './news/index.ts';
import pricing from './pricing/index.ts';
import programs from './programs/index.ts';
import purchases from './purchases/index.ts';
import settings from './settings/index.ts';
import students from './students/index.ts';
import studyMaterials from './study-materials/index.ts';
import suggestions from './suggestions/index.ts';
import testimonials from './testimonials/index.ts';
import transportation from './transportation/index.ts';
import universities from './universities/index.ts';
import videos from './videos/index.ts';

export const REGISTRY: readonly ResourceDefinition[] = [
  universities,
  programs,
  fieldsOfStudy,
  countries,
  cities,
  suggestions,
  catalogueHealth,
  blog,
  videos,
  news,
  careers,
  pricing,
  studyMaterials,
  accommodation,
  transportation,
  interviews,
  testimonials,
  leads,
  students,
  purchases,
  settings,
  exchangeRates,
  activity,
];

/** The registry as the data provider and the shared screens look it up (App.tsx hands it down). */
export const RESOURCES = resourcesOf(REGISTRY);

/** The sidebar's screens: those with a page and an icon, in registry order. */
export const MENU_SCREENS: readonly { name: string; label: string; icon: ComponentType }[] = REGISTRY.flatMap(
  ({ name, label, icon, list }) => (list && icon ? [{ name, label, icon }] : []),
);
