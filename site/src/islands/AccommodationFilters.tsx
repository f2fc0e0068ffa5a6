import { ACCOMMODATION_CITIES, ACCOMMODATION_COUNTRIES } from '@app/shared/constants';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { LocationFilters } from '../react/LocationFilters';

export default withErrorBoundary(function AccommodationFilters() {
  return (
    <LocationFilters
      label="Find accommodation"
      placeholder="Search accommodation..."
      countries={ACCOMMODATION_COUNTRIES}
      cities={ACCOMMODATION_CITIES}
    />
  );
});
