/** The registration form's choices and messages, character for character. */
export const classOptions = ['5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'] as const;
export const modeOptions = ['offline', 'online'] as const;
export const genderOptions = ['male', 'female', 'others'] as const;

export const registrationMessages = {
  name: 'Student Name is required.',
  classs: 'Class is required.',
  mode: 'Mode is required.',
  school: 'School Name is required.',
  gender: 'Gender is required.',
  DOB: 'Date of Birth is required.',
  fatherName: 'Father Name is required.',
  contact: 'Enter valid contact number',
  Address: 'Address is required.',
  State: 'State is required.',
  city: 'City is required.',
  realDob: 'Enter a real date of birth in the past.',
  sent: 'Registration successful! Our team will call you soon.',
} as const;
