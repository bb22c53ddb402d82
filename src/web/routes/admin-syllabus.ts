export { AdminSyllabusPage as Component } from '../features/courses/admin/admin-syllabus-page';
