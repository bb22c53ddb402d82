import type { CourseChanges } from '#server/features/courses/repo';

type DemoCourse = Omit<CourseChanges, 'course_thumbnail'>;

export const demoCourses: DemoCourse[] = [
  {
    course_title: 'Python Programming from Scratch',
    sub_title:
      'Write real programs in Python: variables, loops, functions, files and small projects.',
    category: 'Programming',
    course_price: 499900,
    description:
      'Start from zero and finish with confidence. You will learn how Python thinks, write clean functions, work with lists and dictionaries, read and write files, and build three small projects: a quiz game, an expense tracker and a file organiser. Every class ends with practice problems reviewed by your mentor.',
    course_level: 'Beginner',
    course_duration: '3 Months',
    course_language: 'Hindi & English',
    instructor: 'Ankit Sharma',
    course_mode: 'both',
    outline: JSON.stringify([
      {
        title: 'Getting started',
        lessons: [
          { title: 'Installing Python and VS Code', minutes: 45 },
          { title: 'Your first program', minutes: 60 },
        ],
      },
      {
        title: 'Thinking in Python',
        lessons: [
          { title: 'Variables and types', minutes: 60 },
          { title: 'Decisions with if and else', minutes: 60 },
          { title: 'Loops', minutes: 90 },
        ],
      },
      {
        title: 'Functions and data',
        lessons: [
          { title: 'Writing functions', minutes: 90 },
          { title: 'Lists and dictionaries', minutes: 90 },
          { title: 'Reading and writing files', minutes: 60 },
        ],
      },
      {
        title: 'Projects',
        lessons: [
          { title: 'A quiz game', minutes: 120 },
          { title: 'An expense tracker', minutes: 120 },
          { title: 'A file organiser', minutes: 120 },
        ],
      },
    ]),
    learning_points: JSON.stringify([
      'Write Python programs from a blank file',
      'Break a problem into small functions',
      'Work with lists, dictionaries and files',
      'Finish three projects for your portfolio',
    ]),
    prerequisites: 'None. If you can use a computer and type, you are ready.',
    audience:
      'Students from class 8 upwards, college students and working people new to programming.',
  },
  {
    course_title: 'Full Stack Web Development',
    sub_title:
      'HTML, CSS, JavaScript, React and Node.js: build and deploy complete web applications.',
    category: 'Web Development',
    course_price: 1499900,
    description:
      'A complete path to becoming a web developer. Build responsive pages with HTML and CSS, add behaviour with modern JavaScript, create single-page apps with React, and write REST APIs with Node.js and a database. You finish with a portfolio of four projects, including a full online store.',
    course_level: 'Intermediate',
    course_duration: '6 Months',
    course_language: 'Hindi & English',
    instructor: 'Priya Verma',
  },
  {
    course_title: 'Data Science with Python',
    sub_title: 'NumPy, pandas, charts and machine-learning basics on real Indian datasets.',
    category: 'Data Science',
    course_price: 1299900,
    description:
      'Learn to clean, explore and explain data. Using pandas and NumPy you will analyse census, cricket and weather datasets, draw clear charts, and train your first machine-learning models with scikit-learn. The course closes with a capstone project presented to the class.',
    course_level: 'Advance',
    course_duration: '4 Months',
    course_language: 'English',
    instructor: 'Rahul Mehta',
    course_mode: 'online',
  },
  {
    course_title: 'C and C++ Fundamentals',
    sub_title: 'Pointers, memory, classes and problem solving for school and university syllabi.',
    category: 'Programming',
    course_price: 349900,
    description:
      'The classic foundation for every programmer and the language of most university syllabi. Learn data types, control flow, arrays, pointers and memory in C, then classes, inheritance and the STL in C++. Weekly problem-solving sessions prepare you for exams and coding rounds.',
    course_level: 'Beginner',
    course_duration: '2 Months',
    course_language: 'Hindi',
    instructor: 'Ankit Sharma',
    course_mode: 'offline',
  },
  {
    course_title: 'Computer Basics and MS Office',
    sub_title: 'Typing, internet, Word, Excel and PowerPoint for work, college and daily life.',
    category: 'Computer Basics',
    course_price: 199900,
    description:
      'A friendly course for anyone starting out with computers. Learn to type quickly, use e-mail and the internet safely, write documents in Word, manage data and formulas in Excel, and make presentations in PowerPoint. Ideal for students, job seekers and working professionals.',
    course_level: 'Beginner',
    course_duration: '6 Weeks',
    course_language: 'Hindi',
    instructor: 'Neha Gupta',
    course_mode: 'offline',
  },
  {
    course_title: 'Java and Data Structures',
    sub_title: 'Object-oriented Java with arrays, linked lists, trees and graphs for placements.',
    category: 'Programming',
    course_price: 899900,
    description:
      'Master Java and the data structures that interviewers ask about. Object-oriented design, collections, recursion, sorting, linked lists, stacks, queues, trees and graphs, with 150 practice problems graded by difficulty and mock interviews in the final month.',
    course_level: 'Intermediate',
    course_duration: '4 Months',
    course_language: 'English',
    instructor: 'Rahul Mehta',
  },
  {
    course_title: 'UI and Graphic Design with Figma',
    sub_title: 'Colour, type, layout and prototypes: design screens people enjoy using.',
    category: 'Design',
    course_price: 599900,
    description:
      'Learn the principles of visual design and put them to work in Figma. Build a design system, lay out mobile and desktop screens, create interactive prototypes and hand designs to developers. You will redesign two real apps and present your case study.',
    course_level: 'Intermediate',
    course_duration: '3 Months',
    course_language: 'Hindi & English',
    instructor: 'Priya Verma',
    course_mode: 'online',
  },
];

/** Batches of demo courses, starting some days after the site is seeded. */
export const demoBatches = [
  {
    course: 'Python Programming from Scratch',
    startsInDays: 7,
    days: ['Mon', 'Wed', 'Fri'] as const,
    startTime: '18:00',
    endTime: '19:30',
    mode: 'offline' as const,
    seats: 20,
    seatsTaken: 14,
    place: 'Classroom 2, 1st floor, Hazratganj, Lucknow',
  },
  {
    course: 'Python Programming from Scratch',
    startsInDays: 14,
    days: ['Sat', 'Sun'] as const,
    startTime: '10:00',
    endTime: '12:00',
    mode: 'online' as const,
    seats: 30,
    seatsTaken: 30,
    place: 'https://meet.example.com/python-weekend',
  },
  {
    course: 'Python Programming from Scratch',
    startsInDays: 28,
    days: ['Tue', 'Thu'] as const,
    startTime: '07:00',
    endTime: '08:30',
    mode: 'online' as const,
    seats: 30,
    seatsTaken: 3,
    place: 'https://meet.example.com/python-morning',
  },
  {
    course: 'Computer Basics and MS Office',
    startsInDays: 5,
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const,
    startTime: '16:00',
    endTime: '17:00',
    mode: 'offline' as const,
    seats: 15,
    seatsTaken: 6,
    place: 'Computer lab, Hazratganj, Lucknow',
  },
];

export const demoTeam = [
  { name: 'Ankit Sharma', position: 'Founder and Lead Instructor' },
  { name: 'Priya Verma', position: 'Web Development Mentor' },
  { name: 'Rahul Mehta', position: 'Data Science Mentor' },
  { name: 'Neha Gupta', position: 'Computer Basics Trainer' },
];

export const demoReviews = [
  {
    name: 'Aditya Singh',
    rating: 5,
    course: 'Python Programming from Scratch',
    message:
      'The Python course changed how I think about problems. Ankit sir explains every line patiently and the projects were fun.',
  },
  {
    name: 'Sneha Yadav',
    rating: 5,
    course: 'Full Stack Web Development',
    message:
      'I joined the web development batch with no experience and now I freelance on weekends. The mentors really care.',
  },
  {
    name: 'Mohammed Arif',
    rating: 4,
    course: 'Computer Basics and MS Office',
    message:
      'Flexible timings let me study after work. The Excel and Office course helped me get promoted within six months.',
  },
  {
    name: 'Kavya Mishra',
    message:
      'Best place in the city to learn coding. Small batches, clear notes and lots of practice before every exam.',
  },
];
