import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'home-country-steps',
  order: 45,
  // What a student from each home country does before leaving (APS, NOC, HEC attestation…), each step
  // with its official page and the day it was read; the country guides and the checklists read them.
  table: 'home_country_steps',
  label: 'Home-country rules',
  title: 'Home-country rules',
  noun: 'Home-country step',
  searchFields: { title: 'step' },
  tiebreak: 'destination_code.asc.nullsfirst,position.asc',
  icon: FlightTakeoffIcon,
  list: lazyScreen(() => import('./HomeCountryStepList.tsx')),
});
