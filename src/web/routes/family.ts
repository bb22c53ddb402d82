export { FamilyPage as Component } from '../features/guardians/family/family-page';
