import SchoolIcon from '@mui/icons-material/School';
import { UniversityList } from './UniversityList.tsx';

export default { list: UniversityList, icon: SchoolIcon, options: { label: 'Universities' } };
