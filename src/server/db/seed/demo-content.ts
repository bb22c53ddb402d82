import type { CourseChanges } from '#server/features/courses/repo';

type DemoCourse = Omit<CourseChanges, 'course_thumbnail'>;

export const demoCourses: DemoCourse[] = [
  {
    course_title: 'Python Programming from Scratch',
    course_title_hi: 'शुरुआत से पाइथन प्रोग्रामिंग',
    sub_title_hi: 'पाइथन में असली प्रोग्राम लिखें: वेरिएबल, लूप, फ़ंक्शन, फ़ाइलें और छोटे प्रोजेक्ट।',
    description_hi:
      'बिल्कुल शून्य से शुरू करें और पूरे भरोसे के साथ पूरा करें। आप समझेंगे कि पाइथन कैसे सोचता है, साफ़-सुथरे फ़ंक्शन लिखेंगे, लिस्ट और डिक्शनरी के साथ काम करेंगे, फ़ाइलें पढ़ेंगे और लिखेंगे, और तीन छोटे प्रोजेक्ट बनाएँगे: एक क्विज़ गेम, एक ख़र्च का हिसाब रखने वाला ऐप और एक फ़ाइल व्यवस्थित करने वाला प्रोग्राम। हर क्लास के अंत में अभ्यास के सवाल होते हैं, जिन्हें आपके मेंटर जाँचते हैं।',
    prerequisites_hi: 'कुछ नहीं। अगर आप कंप्यूटर चला सकते हैं और टाइप कर सकते हैं, तो आप तैयार हैं।',
    audience_hi: 'कक्षा 8 और उससे ऊपर के छात्र, कॉलेज के छात्र और प्रोग्रामिंग में नए नौकरीपेशा लोग।',
    sub_title:
      'Write real programs in Python: variables, loops, functions, files and small projects.',
    category: 'Programming',
    category_hi: 'प्रोग्रामिंग',
    course_price: 499900,
    description:
      'Start from zero and finish with confidence. You will learn how Python thinks, write clean functions, work with lists and dictionaries, read and write files, and build three small projects: a quiz game, an expense tracker and a file organiser. Every class ends with practice problems reviewed by your mentor.',
    course_level: 'Beginner',
    course_duration: '3 Months',
    course_duration_hi: '3 महीने',
    course_language: 'Hindi & English',
    course_language_hi: 'हिंदी और अंग्रेज़ी',
    instructor: 'Ankit Sharma',
    course_mode: 'both',
    outline: JSON.stringify([
      {
        title: 'Getting started',
        titleHi: 'शुरुआत',
        lessons: [
          {
            title: 'Installing Python and VS Code',
            titleHi: 'पाइथन और VS Code इंस्टॉल करना',
            minutes: 45,
          },
          { title: 'Your first program', titleHi: 'आपका पहला प्रोग्राम', minutes: 60 },
        ],
      },
      {
        title: 'Thinking in Python',
        titleHi: 'पाइथन की तरह सोचना',
        lessons: [
          { title: 'Variables and types', titleHi: 'वेरिएबल और उनके टाइप', minutes: 60 },
          { title: 'Decisions with if and else', titleHi: 'if और else से फ़ैसले', minutes: 60 },
          { title: 'Loops', titleHi: 'लूप', minutes: 90 },
        ],
      },
      {
        title: 'Functions and data',
        titleHi: 'फ़ंक्शन और डेटा',
        lessons: [
          { title: 'Writing functions', titleHi: 'फ़ंक्शन लिखना', minutes: 90 },
          { title: 'Lists and dictionaries', titleHi: 'लिस्ट और डिक्शनरी', minutes: 90 },
          { title: 'Reading and writing files', titleHi: 'फ़ाइलें पढ़ना और लिखना', minutes: 60 },
        ],
      },
      {
        title: 'Projects',
        titleHi: 'प्रोजेक्ट',
        lessons: [
          { title: 'A quiz game', titleHi: 'एक क्विज़ गेम', minutes: 120 },
          { title: 'An expense tracker', titleHi: 'ख़र्च का हिसाब रखने वाला ऐप', minutes: 120 },
          { title: 'A file organiser', titleHi: 'फ़ाइलें व्यवस्थित करने वाला प्रोग्राम', minutes: 120 },
        ],
      },
    ]),
    learning_points: JSON.stringify([
      'Write Python programs from a blank file',
      'Break a problem into small functions',
      'Work with lists, dictionaries and files',
      'Finish three projects for your portfolio',
    ]),
    learning_points_hi: JSON.stringify([
      'ख़ाली फ़ाइल से पाइथन प्रोग्राम लिखना',
      'किसी सवाल को छोटे-छोटे फ़ंक्शन में बाँटना',
      'लिस्ट, डिक्शनरी और फ़ाइलों के साथ काम करना',
      'अपने पोर्टफ़ोलियो के लिए तीन प्रोजेक्ट पूरे करना',
    ]),
    prerequisites: 'None. If you can use a computer and type, you are ready.',
    audience:
      'Students from class 8 upwards, college students and working people new to programming.',
  },
  {
    course_title: 'Full Stack Web Development',
    course_title_hi: 'फ़ुल स्टैक वेब डेवलपमेंट',
    sub_title_hi: 'HTML, CSS, JavaScript, React और Node.js: पूरी वेब ऐप्लिकेशन बनाएँ और ऑनलाइन चलाएँ।',
    description_hi:
      'वेब डेवलपर बनने का पूरा रास्ता। HTML और CSS से हर स्क्रीन पर ठीक दिखने वाले पेज बनाएँ, आधुनिक JavaScript से उनमें जान डालें, React से सिंगल-पेज ऐप बनाएँ, और Node.js व डेटाबेस के साथ REST API लिखें। कोर्स के अंत तक आपके पास चार प्रोजेक्ट का पोर्टफ़ोलियो होगा, जिसमें एक पूरा ऑनलाइन स्टोर भी है।',
    sub_title:
      'HTML, CSS, JavaScript, React and Node.js: build and deploy complete web applications.',
    category: 'Web Development',
    category_hi: 'वेब डेवलपमेंट',
    course_price: 1499900,
    description:
      'A complete path to becoming a web developer. Build responsive pages with HTML and CSS, add behaviour with modern JavaScript, create single-page apps with React, and write REST APIs with Node.js and a database. You finish with a portfolio of four projects, including a full online store.',
    course_level: 'Intermediate',
    course_duration: '6 Months',
    course_duration_hi: '6 महीने',
    course_language: 'Hindi & English',
    course_language_hi: 'हिंदी और अंग्रेज़ी',
    instructor: 'Priya Verma',
  },
  {
    course_title: 'Data Science with Python',
    course_title_hi: 'पाइथन के साथ डेटा साइंस',
    sub_title_hi: 'NumPy, pandas, चार्ट और मशीन लर्निंग की बुनियाद, असली भारतीय डेटा पर।',
    description_hi:
      'डेटा को साफ़ करना, परखना और समझाना सीखें। pandas और NumPy से आप जनगणना, क्रिकेट और मौसम के डेटा का विश्लेषण करेंगे, साफ़ चार्ट बनाएँगे, और scikit-learn से अपने पहले मशीन लर्निंग मॉडल तैयार करेंगे। कोर्स एक बड़े प्रोजेक्ट के साथ पूरा होता है, जिसे आप पूरी क्लास के सामने पेश करेंगे।',
    sub_title: 'NumPy, pandas, charts and machine-learning basics on real Indian datasets.',
    category: 'Data Science',
    category_hi: 'डेटा साइंस',
    course_price: 1299900,
    description:
      'Learn to clean, explore and explain data. Using pandas and NumPy you will analyse census, cricket and weather datasets, draw clear charts, and train your first machine-learning models with scikit-learn. The course closes with a capstone project presented to the class.',
    course_level: 'Advance',
    course_duration: '4 Months',
    course_duration_hi: '4 महीने',
    course_language: 'English',
    course_language_hi: 'अंग्रेज़ी',
    instructor: 'Rahul Mehta',
    course_mode: 'online',
  },
  {
    course_title: 'C and C++ Fundamentals',
    course_title_hi: 'C और C++ की बुनियाद',
    sub_title_hi: 'पॉइंटर, मेमोरी, क्लास और सवाल हल करना: स्कूल और यूनिवर्सिटी के सिलेबस के लिए।',
    description_hi:
      'हर प्रोग्रामर की पुरानी और पक्की नींव, और ज़्यादातर यूनिवर्सिटी सिलेबस की भाषा। C में डेटा टाइप, कंट्रोल फ़्लो, ऐरे, पॉइंटर और मेमोरी सीखें, फिर C++ में क्लास, इनहेरिटेंस और STL। हर हफ़्ते सवाल हल करने के सत्र आपको परीक्षा और कोडिंग राउंड के लिए तैयार करते हैं।',
    sub_title: 'Pointers, memory, classes and problem solving for school and university syllabi.',
    category: 'Programming',
    category_hi: 'प्रोग्रामिंग',
    course_price: 349900,
    description:
      'The classic foundation for every programmer and the language of most university syllabi. Learn data types, control flow, arrays, pointers and memory in C, then classes, inheritance and the STL in C++. Weekly problem-solving sessions prepare you for exams and coding rounds.',
    course_level: 'Beginner',
    course_duration: '2 Months',
    course_duration_hi: '2 महीने',
    course_language: 'Hindi',
    course_language_hi: 'हिंदी',
    instructor: 'Ankit Sharma',
    course_mode: 'offline',
  },
  {
    course_title: 'Computer Basics and MS Office',
    course_title_hi: 'कंप्यूटर की बुनियादी जानकारी और MS Office',
    sub_title_hi: 'टाइपिंग, इंटरनेट, Word, Excel और PowerPoint: नौकरी, कॉलेज और रोज़मर्रा के काम के लिए।',
    description_hi:
      'कंप्यूटर से शुरुआत करने वाले हर व्यक्ति के लिए एक आसान कोर्स। तेज़ टाइप करना, ई-मेल और इंटरनेट का सुरक्षित इस्तेमाल, Word में दस्तावेज़ लिखना, Excel में डेटा और फ़ॉर्मूले संभालना, और PowerPoint में प्रेज़ेंटेशन बनाना सीखें। छात्रों, नौकरी ढूँढ रहे लोगों और कामकाजी लोगों के लिए बढ़िया।',
    sub_title: 'Typing, internet, Word, Excel and PowerPoint for work, college and daily life.',
    category: 'Computer Basics',
    category_hi: 'कंप्यूटर की बुनियादी बातें',
    course_price: 199900,
    description:
      'A friendly course for anyone starting out with computers. Learn to type quickly, use e-mail and the internet safely, write documents in Word, manage data and formulas in Excel, and make presentations in PowerPoint. Ideal for students, job seekers and working professionals.',
    course_level: 'Beginner',
    course_duration: '6 Weeks',
    course_duration_hi: '6 हफ़्ते',
    course_language: 'Hindi',
    course_language_hi: 'हिंदी',
    instructor: 'Neha Gupta',
    course_mode: 'offline',
  },
  {
    course_title: 'Java and Data Structures',
    course_title_hi: 'Java और डेटा स्ट्रक्चर',
    sub_title_hi: 'ऑब्जेक्ट-ओरिएंटेड Java, ऐरे, लिंक्ड लिस्ट, ट्री और ग्राफ़ के साथ: प्लेसमेंट की तैयारी।',
    description_hi:
      'Java और वे डेटा स्ट्रक्चर सीखें जिनके बारे में इंटरव्यू में पूछा जाता है। ऑब्जेक्ट-ओरिएंटेड डिज़ाइन, कलेक्शन, रिकर्शन, सॉर्टिंग, लिंक्ड लिस्ट, स्टैक, क्यू, ट्री और ग्राफ़, कठिनाई के हिसाब से बँटे 150 अभ्यास सवालों के साथ, और आख़िरी महीने में मॉक इंटरव्यू।',
    sub_title: 'Object-oriented Java with arrays, linked lists, trees and graphs for placements.',
    category: 'Programming',
    category_hi: 'प्रोग्रामिंग',
    course_price: 899900,
    description:
      'Master Java and the data structures that interviewers ask about. Object-oriented design, collections, recursion, sorting, linked lists, stacks, queues, trees and graphs, with 150 practice problems graded by difficulty and mock interviews in the final month.',
    course_level: 'Intermediate',
    course_duration: '4 Months',
    course_duration_hi: '4 महीने',
    course_language: 'English',
    course_language_hi: 'अंग्रेज़ी',
    instructor: 'Rahul Mehta',
  },
  {
    course_title: 'UI and Graphic Design with Figma',
    course_title_hi: 'Figma के साथ UI और ग्राफ़िक डिज़ाइन',
    sub_title_hi: 'रंग, अक्षर, लेआउट और प्रोटोटाइप: ऐसी स्क्रीन डिज़ाइन करें जिन्हें लोग पसंद से इस्तेमाल करें।',
    description_hi:
      'विज़ुअल डिज़ाइन के सिद्धांत सीखें और उन्हें Figma में काम में लाएँ। एक डिज़ाइन सिस्टम बनाएँ, मोबाइल और डेस्कटॉप की स्क्रीन सजाएँ, इंटरैक्टिव प्रोटोटाइप बनाएँ और डिज़ाइन डेवलपरों को सौंपें। आप दो असली ऐप को नए सिरे से डिज़ाइन करेंगे और अपनी केस स्टडी पेश करेंगे।',
    sub_title: 'Colour, type, layout and prototypes: design screens people enjoy using.',
    category: 'Design',
    category_hi: 'डिज़ाइन',
    course_price: 599900,
    description:
      'Learn the principles of visual design and put them to work in Figma. Build a design system, lay out mobile and desktop screens, create interactive prototypes and hand designs to developers. You will redesign two real apps and present your case study.',
    course_level: 'Intermediate',
    course_duration: '3 Months',
    course_duration_hi: '3 महीने',
    course_language: 'Hindi & English',
    course_language_hi: 'हिंदी और अंग्रेज़ी',
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
    placeHi: 'क्लासरूम 2, पहली मंज़िल, हज़रतगंज, लखनऊ',
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
    placeHi: 'कंप्यूटर लैब, हज़रतगंज, लखनऊ',
  },
];

export const demoTeam = [
  {
    name: 'Ankit Sharma',
    position: 'Founder and Lead Instructor',
    position_hi: 'संस्थापक और मुख्य प्रशिक्षक',
  },
  { name: 'Priya Verma', position: 'Web Development Mentor', position_hi: 'वेब डेवलपमेंट मेंटर' },
  { name: 'Rahul Mehta', position: 'Data Science Mentor', position_hi: 'डेटा साइंस मेंटर' },
  { name: 'Neha Gupta', position: 'Computer Basics Trainer', position_hi: 'कंप्यूटर बेसिक्स प्रशिक्षक' },
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

/**
 * The Hindi of the settings' default texts (decision 045), keyed by the English: a demo install
 * shows it on its Hindi pages wherever a text is still the default and has no Hindi of its own.
 */
export const demoSettingsHindi: Record<string, string> = {
  'Learn to code with mentors who care, online and in our classrooms.':
    'ऐसे मेंटरों से कोडिंग सीखें जो आपका ध्यान रखते हैं, ऑनलाइन भी और हमारी कक्षाओं में भी।',
  '2nd Floor, Civil Lines, Prayagraj, Uttar Pradesh 211001':
    'दूसरी मंज़िल, सिविल लाइंस, प्रयागराज, उत्तर प्रदेश 211001',
  'Mon-Sat 8:00-18:00': 'सोम-शनि 8:00-18:00',
  'Classes Start From 2024': 'कक्षाएँ 2024 से शुरू',
  Students: 'छात्र',
  'Class of 2019': '2019 का बैच',
  'Class of 2020': '2020 का बैच',
  'Variables in 60 seconds': '60 सेकंड में वेरिएबल',
  'What a variable is and how to name one well.': 'वेरिएबल क्या होता है और उसका अच्छा नाम कैसे रखें।',
  'Your first HTML page': 'आपका पहला HTML पेज',
  'Headings, paragraphs and links, from an empty file.': 'ख़ाली फ़ाइल से शुरू करके हेडिंग, पैराग्राफ़ और लिंक।',
  'Loops made simple': 'लूप, आसान तरीके से',
  'Repeat work with for and while loops in Python.': 'पाइथन में for और while लूप से काम बार-बार करवाएँ।',
};
