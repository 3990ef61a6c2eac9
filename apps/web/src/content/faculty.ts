import type { FacultyAdvisor } from './types';

// Placeholders until the society supplies the advisors' names, designations and photos.
export const facultyAdvisors: FacultyAdvisor[] = [
  {
    name: 'Faculty Advisor Name (placeholder)',
    designation: 'Professor, Department of Computer Technology (placeholder)',
    role: 'Faculty advisor',
    image: 'faculty/faculty-1',
  },
  {
    name: 'Faculty Advisor Name (placeholder)',
    designation: 'Associate Professor, Department of Information Technology (placeholder)',
    role: 'Faculty co-advisor',
    image: 'faculty/faculty-2',
  },
];
