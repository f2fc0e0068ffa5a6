import { Datagrid, List, TextField } from 'react-admin';

// Placeholder list so the shell renders one resource; the universities issue replaces it.
export const UniversityList = () => (
  <List sort={{ field: 'university_name', order: 'ASC' }}>
    <Datagrid bulkActionButtons={false}>
      <TextField source="university_name" label="Name" />
      <TextField source="city" />
      <TextField source="country" />
    </Datagrid>
  </List>
);
