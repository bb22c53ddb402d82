export { AdminSyllabusPage as Component } from '../features/courses/admin-syllabus-page';
