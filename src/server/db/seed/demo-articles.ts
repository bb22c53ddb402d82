/** The demo's news and blog posts, each with a picture drawn on the first start. */
export const demoNews = [
  {
    news_headline: 'New weekend batch for Full Stack Web Development',
    news_headline_hi: 'फ़ुल स्टैक वेब डेवलपमेंट का नया वीकेंड बैच',
    news_description_hi:
      'नौकरी करने वालों ने माँगा, और हमने सुना: अगले महीने के पहले वीकेंड से फ़ुल स्टैक वेब डेवलपमेंट का शनिवार-रविवार वाला नया बैच शुरू हो रहा है। हर छात्र पर पूरा ध्यान दिया जा सके, इसलिए सीटें सिर्फ़ 25 हैं।',
    news_description:
      'Working professionals asked, and we listened: a new Saturday and Sunday batch of Full Stack Web Development starts on the first weekend of next month. Seats are limited to 25 so every student gets personal attention.',
  },
  {
    news_headline: 'Our students win the district coding championship',
    news_headline_hi: 'हमारे छात्रों ने ज़िला कोडिंग चैंपियनशिप जीती',
    news_description_hi:
      'हमारे पाइथन और C++ बैच के तीन छात्रों ने ज़िले की अंतर-विद्यालय कोडिंग चैंपियनशिप में पहला और दूसरा स्थान पाया, और फ़ाइनल राउंड के छहों सवाल हल किए। पूरी टीम को बधाई!',
    news_description:
      'Three students from our Python and C++ batches took first and second place at the district inter-school coding championship, solving all six problems in the final round. Congratulations to the whole team!',
  },
  {
    news_headline: 'Free one-month trial for school students',
    news_headline_hi: 'स्कूली छात्रों के लिए एक महीने का मुफ़्त ट्रायल',
    news_description_hi:
      'कक्षा 5 से 12 तक के छात्र अब शुरुआती स्तर का कोई भी कोर्स पहले महीने मुफ़्त में कर सकते हैं। अपनी ट्रायल सीट बुक करने के लिए माता-पिता के साथ इंस्टीट्यूट आएँ या ऑनलाइन रजिस्टर करें।',
    news_description:
      'Students from class 5th to 12th can now join any beginner course free for the first month. Bring a parent to the institute or register online to book your trial seat.',
  },
  {
    news_headline: 'Placement drive with local software companies',
    news_headline_hi: 'स्थानीय सॉफ़्टवेयर कंपनियों के साथ प्लेसमेंट ड्राइव',
    news_description_hi:
      'अगले महीने इलाक़े की आठ सॉफ़्टवेयर कंपनियाँ इंस्टीट्यूट में हमारे एडवांस छात्रों का इंटरव्यू लेंगी। तब तक हर शुक्रवार मॉक इंटरव्यू होंगे और रिज़्यूमे जाँचे जाएँगे।',
    news_description:
      'Eight software companies from the region will interview our advanced students at the institute next month. Mock interviews and resume reviews run every Friday until then.',
  },
];

export const demoBlogPosts = [
  {
    blog_title: 'How to choose your first programming language',
    blog_title_hi: 'अपनी पहली प्रोग्रामिंग भाषा कैसे चुनें',
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
    description_hi: [
      'पाइथन, C या JavaScript? सच्चा जवाब इस पर निर्भर है कि आप क्या बनाना चाहते हैं। इस लेख में हम स्कूली छात्रों, कॉलेज के छात्रों और नौकरी करने वालों के लिए तीनों की तुलना करते हैं, और हर एक के लिए छह हफ़्ते की योजना सुझाते हैं।',
      '',
      '## वहाँ से शुरू करें जो आप बनाना चाहते हैं',
      '',
      '- **वेबसाइट और ऐप:** JavaScript हर ब्राउज़र में चलती है।',
      '- **डेटा, ऑटोमेशन और AI:** पाइथन लगभग अंग्रेज़ी की तरह पढ़ी जाती है।',
      '- **कंप्यूटर असल में कैसे काम करता है:** C मेमोरी और रफ़्तार सिखाती है।',
      '',
      '## तीनों एक साथ',
      '',
      '| भाषा | शुरू करना | किसके लिए सबसे अच्छी | कोर्स की अवधि |',
      '| --- | --- | --- | --- |',
      '| Python | बहुत आसान | डेटा साइंस, स्क्रिप्टिंग | 3 महीने |',
      '| JavaScript | आसान | वेब डेवलपमेंट | 4 महीने |',
      '| C | थोड़ी कठिन | सिस्टम, परीक्षाएँ, ओलंपियाड | 3 महीने |',
      '',
      '## आपका पहला प्रोग्राम',
      '',
      'यह रहा पाइथन का एक छोटा प्रोग्राम, जो किसी वाक्य के शब्द गिनता है:',
      '',
      '```python',
      'def count_words(sentence: str) -> int:',
      '    return len(sentence.split())',
      '',
      'print(count_words("Learning to code opens doors"))  # 5',
      '```',
      '',
      '## छह हफ़्ते की योजना',
      '',
      '1. हफ़्ता 1-2: वेरिएबल, शर्तें और लूप।',
      '2. हफ़्ता 3-4: फ़ंक्शन और लिस्ट; दस छोटे सवाल हल करें।',
      '3. हफ़्ता 5-6: अपना एक छोटा प्रोजेक्ट, जिसे मेंटर को दिखाएँ।',
      '',
      'अभी तय नहीं कर पाए? [मुफ़्त डेमो क्लास बुक करें](/hi/contact) और तीनों आज़माएँ।',
    ].join('\n'),
  },
  {
    blog_title: 'Ten Excel formulas every office worker should know',
    blog_title_hi: 'Excel के दस फ़ॉर्मूले जो दफ़्तर में काम करने वाले हर व्यक्ति को आने चाहिए',
    description_hi:
      'VLOOKUP से लेकर SUMIFS और TEXT तक, ये दस फ़ॉर्मूले हर हफ़्ते घंटों बचाते हैं। हर फ़ॉर्मूले के साथ दफ़्तर के असली काम से लिया गया छोटा-सा उदाहरण है: हाज़िरी की शीट, बिक्री की रिपोर्ट और फ़ीस के रजिस्टर।',
    instructor: 'Neha Gupta',
    blog_type: 'Computer Basics',
    description:
      'From VLOOKUP to SUMIFS and TEXT, these ten formulas save hours every week. Each comes with a small example taken from real office work: attendance sheets, sales reports and fee registers.',
  },
  {
    blog_title: 'What a data scientist actually does all day',
    blog_title_hi: 'डेटा साइंटिस्ट दिन भर असल में क्या करता है',
    description_hi:
      'जितना आप सोचते हैं, उससे कम मॉडल बनाना और ज़्यादा डेटा साफ़ करना। हम एक भारतीय ई-कॉमर्स कंपनी के डेटा साइंटिस्ट का पूरा दिन देखते हैं, सुबह की स्टैंड-अप मीटिंग से लेकर बिज़नेस टीम के साथ डैशबोर्ड की समीक्षा तक।',
    instructor: 'Rahul Mehta',
    blog_type: 'Data Science',
    description:
      'Less modelling and more cleaning than you think. We follow a day in the life of a data scientist at an Indian e-commerce company, from the morning stand-up to the dashboard review with the business team.',
  },
  {
    blog_title: 'Build your portfolio website in one weekend',
    blog_title_hi: 'एक वीकेंड में अपनी पोर्टफ़ोलियो वेबसाइट बनाएँ',
    description_hi:
      'डेवलपर के लिए पोर्टफ़ोलियो सबसे अच्छा रिज़्यूमे है। इस क़दम-दर-क़दम वीकेंड प्लान के साथ HTML, CSS और थोड़ी-सी JavaScript से एक तेज़ निजी वेबसाइट डिज़ाइन करें, बनाएँ और ऑनलाइन डालें।',
    instructor: 'Priya Verma',
    blog_type: 'Web Development',
    description:
      'A portfolio is the best resume a developer can have. Follow this step-by-step weekend plan to design, build and publish a fast personal website with HTML, CSS and a little JavaScript.',
  },
];
