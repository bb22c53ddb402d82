/** The demo's news and blog posts, each with a picture drawn on the first start. */
export const demoNews = [
  {
    news_headline: 'New weekend batch for Full Stack Web Development',
    news_description:
      'Working professionals asked, and we listened: a new Saturday and Sunday batch of Full Stack Web Development starts on the first weekend of next month. Seats are limited to 25 so every student gets personal attention.',
  },
  {
    news_headline: 'Our students win the district coding championship',
    news_description:
      'Three students from our Python and C++ batches took first and second place at the district inter-school coding championship, solving all six problems in the final round. Congratulations to the whole team!',
  },
  {
    news_headline: 'Free one-month trial for school students',
    news_description:
      'Students from class 5th to 12th can now join any beginner course free for the first month. Bring a parent to the institute or register online to book your trial seat.',
  },
  {
    news_headline: 'Placement drive with local software companies',
    news_description:
      'Eight software companies from the region will interview our advanced students at the institute next month. Mock interviews and resume reviews run every Friday until then.',
  },
];

export const demoBlogPosts = [
  {
    blog_title: 'How to choose your first programming language',
    instructor: 'Ankit Sharma',
    blog_type: 'Programming',
    description: [
      'Python, C or JavaScript? The honest answer depends on what you want to build. In this post we compare the three for school students, college students and working professionals, and suggest a six-week plan for each.',
      '',
      '## Start from what you want to build',
      '',
      '- **Websites and apps:** JavaScript runs in every browser.',
      '- **Data, automation and AI:** Python reads almost like English.',
      '- **How computers really work:** C teaches memory and speed.',
      '',
      '## The three side by side',
      '',
      '| Language | Easy to start | Best for | Course length |',
      '| --- | --- | --- | --- |',
      '| Python | Very easy | Data science, scripting | 3 months |',
      '| JavaScript | Easy | Web development | 4 months |',
      '| C | Harder | Systems, exams, olympiads | 3 months |',
      '',
      '## Your first program',
      '',
      'Here is a small Python program that counts the words in a sentence:',
      '',
      '```python',
      'def count_words(sentence: str) -> int:',
      '    return len(sentence.split())',
      '',
      'print(count_words("Learning to code opens doors"))  # 5',
      '```',
      '',
      '## A six-week plan',
      '',
      '1. Weeks 1-2: variables, conditions and loops.',
      '2. Weeks 3-4: functions and lists; solve ten small problems.',
      '3. Weeks 5-6: one small project of your own, shown to a mentor.',
      '',
      'Not sure yet? [Book a free demo class](/contact) and try all three.',
    ].join('\n'),
  },
  {
    blog_title: 'Ten Excel formulas every office worker should know',
    instructor: 'Neha Gupta',
    blog_type: 'Computer Basics',
    description:
      'From VLOOKUP to SUMIFS and TEXT, these ten formulas save hours every week. Each comes with a small example taken from real office work: attendance sheets, sales reports and fee registers.',
  },
  {
    blog_title: 'What a data scientist actually does all day',
    instructor: 'Rahul Mehta',
    blog_type: 'Data Science',
    description:
      'Less modelling and more cleaning than you think. We follow a day in the life of a data scientist at an Indian e-commerce company, from the morning stand-up to the dashboard review with the business team.',
  },
  {
    blog_title: 'Build your portfolio website in one weekend',
    instructor: 'Priya Verma',
    blog_type: 'Web Development',
    description:
      'A portfolio is the best resume a developer can have. Follow this step-by-step weekend plan to design, build and publish a fast personal website with HTML, CSS and a little JavaScript.',
  },
];
