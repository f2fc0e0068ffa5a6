import { ACCOMMODATION_CITIES, ACCOMMODATION_COUNTRIES } from '@app/shared/constants';
import { ErrorBoundary } from './ErrorBoundary';
import { LocationFilters } from './LocationFilters';

export default function AccommodationFilters() {
  return (
    <ErrorBoundary>
      <LocationFilters
        label="Find accommodation"
        placeholder="Search accommodation..."
        countries={ACCOMMODATION_COUNTRIES}
        cities={ACCOMMODATION_CITIES}
      />
    </ErrorBoundary>
  );
}
