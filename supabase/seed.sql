-- Local demo content (never applied to production). The stack runs this file once, inside
-- `begin; ... commit;`, after the shim and the migrations, as the database owner.
--
-- Facts (fees, deadlines, ticket prices, rankings) reflect what universities and agencies published
-- for 2025/26, rounded; they are here so the product can be judged on realistic data, not as advice.
-- List columns (text[]) are edited in the console as comma-separated text, so no list item contains
-- a comma.

-- The contacts and community_blog_posts triggers rate-limit anonymous clients; as the service role
-- the seed is staff and is not counted. `true`: the setting ends with this transaction.
select set_config('request.jwt.claims', '{"role":"service_role"}', true);


-- ── Demo accounts ────────────────────────────────────────────────────────────────────────────
-- Not here: auth.users and auth.identities belong to GoTrue, and a project's SQL role may hold no
-- privileges on them (hosted Supabase), so this file never writes them and runs wherever public and
-- private are writable. The local stack creates the demo accounts after this file through its auth
-- service, as the admin API does (supabase/local/src/demo-users.ts; passwords in
-- shared/src/local-backend.ts).


-- ── Universities ─────────────────────────────────────────────────────────────────────────────
-- Real public universities. global_ranking: approximate QS World University Rankings position
-- (2025 edition), NULL where the university is not ranked or only in a wide band.

insert into public.universities_data (
  university_name, city, country, location, description, approx_tuition_fee_range,
  popular_programs, masters_programs, application_deadline_info, official_website_url,
  image_placeholder_text, attendance, global_ranking, institution_type, scholarships
) values
-- Germany
(
  'Technical University of Munich', 'Munich', 'Germany', 'Munich, Germany',
  'Founded in 1868, TUM is one of Europe''s leading technical universities, with campuses in Munich, Garching, Freising and Heilbronn. Strong in engineering, informatics, natural sciences and management; most Master''s programmes are taught in English.',
  'Non-EU: €2,000 – €3,000 per semester (Bachelor''s) and €4,000 – €6,000 per semester (Master''s) since winter 2024/25; plus ~€160 semester fee',
  array['Informatics', 'Mechanical Engineering', 'Management and Technology', 'Data Engineering and Analytics', 'Aerospace'],
  array['Data Engineering and Analytics', 'Management', 'Aerospace', 'Robotics Cognition Intelligence'],
  'Winter semester: Bachelor''s 15 July; most Master''s 1 January – 31 May (some close earlier). Apply through TUMonline.',
  'https://www.tum.de', 'Modern glass buildings on the TUM Garching research campus',
  'On campus', 28, 'Public research university (technical)',
  'Deutschlandstipendium; DAAD scholarships (e.g. EPOS for development-related Master''s); foundation scholarships such as Heinrich Böll and Konrad Adenauer'
),
(
  'Ludwig Maximilian University of Munich', 'Munich', 'Germany', 'Munich, Germany',
  'Founded in 1472, LMU is one of Germany''s oldest and largest universities, with around 50,000 students in the centre of Munich. Most Bachelor''s degrees are taught in German; a growing number of Master''s degrees are in English.',
  '€0 tuition; semester fee about €150 – €200 (Studierendenwerk contribution and semester ticket)',
  array['Economics', 'Physics', 'Neurosciences', 'Business Administration'],
  array['Economics', 'Neurosciences'],
  'Winter semester: 15 July for non-EU Bachelor''s applicants (uni-assist); Master''s deadlines are set by each faculty, often 31 March – 31 May.',
  'https://www.lmu.de', 'The LMU main building on Geschwister-Scholl-Platz',
  'On campus', 59, 'Public research university',
  'Deutschlandstipendium; DAAD scholarships; LMU study-completion grants for international students'
),
(
  'Heidelberg University', 'Heidelberg', 'Germany', 'Heidelberg, Germany',
  'Germany''s oldest university (founded 1386), internationally known for life sciences, medicine, physics and the humanities. As a Baden-Württemberg university it charges tuition to non-EU students.',
  'Non-EU: €1,500 per semester (Baden-Württemberg fee) plus ~€170 semester fee',
  array['Molecular Biosciences', 'Physics', 'Scientific Computing', 'Medicine', 'Psychology'],
  array['Molecular Biosciences', 'Physics', 'Scientific Computing'],
  'Master''s deadlines vary by programme (often 15 March – 15 June for winter semester); check the programme page before applying.',
  'https://www.uni-heidelberg.de', 'Heidelberg old town and the Neckar river below the castle',
  'On campus', 84, 'Public research university',
  'DAAD scholarships; Deutschlandstipendium; exemption from the international fee for some groups (e.g. doctoral candidates)'
),
(
  'Humboldt University of Berlin', 'Berlin', 'Germany', 'Berlin, Germany',
  'Founded in 1810 on Unter den Linden in central Berlin; one of Germany''s leading universities for the humanities, social sciences, economics and geography, with a science campus in Adlershof.',
  '€0 tuition; semester contribution about €320 including the Deutschlandsemesterticket',
  array['Social Sciences', 'Global Change Geography', 'History', 'Computer Science'],
  array['Global Change Geography'],
  'Winter semester: 15 July; Summer semester: 15 January (uni-assist for most international applicants).',
  'https://www.hu-berlin.de', 'The Humboldt University main building on Unter den Linden',
  'On campus', 126, 'Public research university',
  'DAAD scholarships; Deutschlandstipendium; Berlin foundation scholarships for international students'
),
(
  'RWTH Aachen University', 'Aachen', 'Germany', 'Aachen, Germany',
  'Germany''s largest technical university, in Aachen near the Belgian and Dutch borders. Renowned for mechanical, automotive and electrical engineering, with strong links to industry.',
  '€0 tuition; social contribution about €320 per semester including the semester ticket',
  array['Mechanical Engineering', 'Automotive Engineering', 'Computer Science', 'Electrical Engineering', 'Data Science'],
  array['Automotive Engineering', 'Computer Science', 'Data Science', 'Electrical Power Engineering'],
  'International Master''s: usually 1 March (winter) and 1 September (summer); Bachelor''s: 15 July.',
  'https://www.rwth-aachen.de', 'RWTH Aachen SuperC student centre',
  'On campus', 99, 'Public research university (technical)',
  'DAAD scholarships; Deutschlandstipendium; RWTH education fund scholarships'
),
(
  'University of Hamburg', 'Hamburg', 'Germany', 'Hamburg, Germany',
  'One of Germany''s largest universities, in the port city of Hamburg; a Cluster of Excellence in climate research and strong economics, physics and law faculties.',
  '€0 tuition; semester contribution about €330 – €350 including the Deutschlandsemesterticket',
  array['Business Administration', 'Economics', 'Integrated Climate System Sciences', 'Physics', 'Law'],
  array['Economics', 'Integrated Climate System Sciences', 'Physics'],
  'Master''s: typically between 1 March and 15 June for the winter semester, depending on the programme; Bachelor''s deadlines for non-EU applicants are set by the international office.',
  'https://www.uni-hamburg.de', 'The main university building on Edmund-Siemers-Allee',
  'On campus', 193, 'Public research university',
  'DAAD scholarships; Deutschlandstipendium; Hamburg merit scholarships for international students'
),
(
  'Karlsruhe Institute of Technology', 'Karlsruhe', 'Germany', 'Karlsruhe, Germany',
  'Formed in 2009 from the University of Karlsruhe and the Karlsruhe Research Centre; a member of the Helmholtz Association and one of Germany''s top institutions for engineering and natural sciences.',
  'Non-EU: €1,500 per semester (Baden-Württemberg fee) plus ~€180 semester fee',
  array['Mechanical Engineering', 'Informatics', 'Optics and Photonics', 'Remote Sensing and Geoinformatics'],
  array['Optics and Photonics', 'Remote Sensing and Geoinformatics'],
  'Winter semester: 15 July for most programmes; international Master''s programmes often close between 15 January and 31 March.',
  'https://www.kit.edu', 'The KIT campus south with the castle garden of Karlsruhe',
  'On campus', 102, 'Public research university (technical)',
  'DAAD scholarships; Deutschlandstipendium; Baden-Württemberg-STIPENDIUM; exemptions from the international fee for a limited number of students'
),
-- France
(
  'Université Paris-Saclay', 'Orsay', 'France', 'Orsay, France',
  'Founded in 2020, bringing together the former Université Paris-Sud, grandes écoles and national research organisations south of Paris. Among Europe''s strongest universities in mathematics and physics; many Master''s tracks are taught in English.',
  'Differentiated non-EU fees of €2,895 (Licence) / €3,941 (Master) per year; the university waives them for many non-EU students, who then pay the national rate (~€178 / €254)',
  array['Data Science', 'Computer Science', 'Physics', 'Mathematics', 'Life Sciences'],
  array['Data Science', 'Computer Science', 'Physics'],
  'Master''s: online applications (Inception platform) usually January – March for September; students from India use the Études en France procedure.',
  'https://www.universite-paris-saclay.fr', 'Research buildings on the Plateau de Saclay',
  'On campus', 70, 'Public research university',
  'Eiffel Excellence Scholarship; Charpak Master''s Scholarship (Indian students); Paris-Saclay International Master''s Scholarships'
),
(
  'Sorbonne University', 'Paris', 'France', 'Paris, France',
  'Created in 2018 from the merger of Paris-Sorbonne and Pierre and Marie Curie universities; a comprehensive research university in the Latin Quarter with faculties of Humanities, Science and Engineering, and Medicine.',
  'Differentiated non-EU fees of €2,895 (Licence) / €3,941 (Master) per year; partial exemptions are possible',
  array['Computer Science', 'Mathematics', 'Physics', 'Marine Sciences'],
  array['Computer Science', 'Mathematics and Applications', 'Physics'],
  'Master 1: national Mon Master platform, applications roughly late February – March; students from India also follow the Études en France procedure.',
  'https://www.sorbonne-universite.fr', 'The historic Sorbonne chapel and courtyard',
  'On campus', 72, 'Public research university',
  'Eiffel Excellence Scholarship; Charpak Master''s Scholarship (Indian students); Île-de-France regional mobility grants'
),
(
  'Université Grenoble Alpes', 'Grenoble', 'France', 'Grenoble, France',
  'A large research university at the foot of the French Alps, strong in physics, computer science, applied mathematics and engineering, with several English-taught Master''s programmes.',
  'Differentiated non-EU fees of €2,895 (Licence) / €3,941 (Master) per year; exemptions for many international Master''s students',
  array['Informatics (MoSIG)', 'Industrial and Applied Mathematics', 'Physics', 'Economics'],
  array['Informatics (MoSIG)', 'Industrial and Applied Mathematics'],
  'Master''s: January – March for September (Études en France where it applies); Licence: Études en France from October to mid-December.',
  'https://www.univ-grenoble-alpes.fr', 'The Saint-Martin-d''Hères campus with mountains behind',
  'On campus', 294, 'Public research university',
  'Eiffel Excellence Scholarship; Charpak Master''s Scholarship (Indian students); UGA excellence scholarships for international Master''s'
),
(
  'Aix-Marseille University', 'Marseille', 'France', 'Marseille, France',
  'France''s largest university by student numbers, with campuses in Marseille and Aix-en-Provence; known for economics (AMSE), neuroscience, marine sciences and law.',
  'Differentiated non-EU fees of €2,895 (Licence) / €3,941 (Master) per year; some exemptions granted',
  array['Economics', 'Neurosciences', 'Marine Sciences', 'Law'],
  array['Economics (AMSE)', 'Neurosciences'],
  'Master''s: Mon Master or programme platforms, February – April; Licence: Études en France, October – December.',
  'https://www.univ-amu.fr', 'The Pharo campus overlooking the Old Port of Marseille',
  'On campus', 376, 'Public research university',
  'Eiffel Excellence Scholarship; AMSE Master''s scholarships; Charpak scholarships (Indian students)'
),
(
  'Claude Bernard University Lyon 1', 'Lyon', 'France', 'Lyon, France',
  'A science, technology and health university with campuses across Lyon, including the large La Doua campus in Villeurbanne. Teaching is mainly in French, with some English-taught Master''s tracks.',
  'Differentiated non-EU fees of €2,895 (Licence) / €3,941 (Master) per year',
  array['Computer Science', 'Biology', 'Chemistry', 'Mathematics'],
  array['Computer Science'],
  'Licence: Études en France, October – mid-December; Master''s: Mon Master, late February – March.',
  'https://www.univ-lyon1.fr', 'Tram stop at the La Doua campus',
  'On campus', null, 'Public research university',
  'Eiffel Excellence Scholarship; Auvergne-Rhône-Alpes regional mobility grants; Charpak scholarships (Indian students)'
),
-- Netherlands
(
  'University of Amsterdam', 'Amsterdam', 'Netherlands', 'Amsterdam, Netherlands',
  'A large research university in central Amsterdam with roots going back to 1632; strong in communication, psychology, economics, AI and the social sciences, with many English-taught degrees.',
  'Non-EU: approx. €12,000 – €17,000 per year (Bachelor''s) and €18,000 – €25,000 per year (Master''s)',
  array['Psychology', 'Economics and Business Economics', 'Artificial Intelligence', 'Data Science', 'Communication Science'],
  array['Artificial Intelligence', 'Data Science'],
  'Register in Studielink. Numerus fixus Bachelor''s: 15 January; other Bachelor''s (non-EU): 1 April; Master''s (non-EU): usually 1 February – 1 April.',
  'https://www.uva.nl', 'The Roeterseiland campus along the canals',
  'On campus', 53, 'Public research university',
  'Amsterdam Excellence Scholarship; Holland Scholarship (€5,000 in the first year)'
),
(
  'Delft University of Technology', 'Delft', 'Netherlands', 'Delft, Netherlands',
  'The oldest and largest Dutch technical university (founded 1842), known for aerospace, civil, electrical and mechanical engineering and architecture.',
  'Non-EU: approx. €16,000 – €23,000 per year',
  array['Aerospace Engineering', 'Computer Science', 'Sustainable Energy Technology', 'Architecture'],
  array['Computer Science', 'Sustainable Energy Technology', 'Aerospace Engineering'],
  'MSc (non-EU): 1 December to be considered for the Justus & Louise van Effen scholarship, final deadline 15 January; BSc numerus fixus: 15 January.',
  'https://www.tudelft.nl', 'The TU Delft Library with its grass-covered roof',
  'On campus', 49, 'Public research university (technical)',
  'Justus & Louise van Effen Excellence Scholarship; Holland Scholarship'
),
(
  'Utrecht University', 'Utrecht', 'Netherlands', 'Utrecht, Netherlands',
  'Founded in 1636 and one of the largest Dutch universities, with the Utrecht Science Park and a historic city-centre campus. Strong in sustainability, life sciences, AI and law.',
  'Non-EU: approx. €12,000 – €22,000 per year',
  array['Global Sustainability Science', 'Applied Data Science', 'Artificial Intelligence', 'Psychology'],
  array['Applied Data Science', 'Artificial Intelligence'],
  'Master''s (non-EU): usually 1 February – 1 April; Bachelor''s: 15 January (numerus fixus) or 1 May (non-EU should apply earlier for the visa).',
  'https://www.uu.nl', 'Utrecht Science Park with the Dom tower in the distance',
  'On campus', 107, 'Public research university',
  'Utrecht Excellence Scholarship; Holland Scholarship'
),
(
  'Erasmus University Rotterdam', 'Rotterdam', 'Netherlands', 'Rotterdam, Netherlands',
  'Rotterdam''s research university, home to Rotterdam School of Management (RSM) and Erasmus School of Economics; strong in business, economics, health and law.',
  'Non-EU: approx. €11,000 – €25,000 per year (RSM Master''s at the top of the range)',
  array['International Business Administration', 'Economics and Business Economics', 'Finance and Investments', 'Public Administration'],
  array['Finance and Investments', 'Economics and Business'],
  'IBA and IBEB: 15 January (numerus fixus); Master''s: several rounds between October and April.',
  'https://www.eur.nl', 'Woudestein campus with the Erasmus building',
  'On campus', 176, 'Public research university',
  'Erasmus University Holland Scholarship; RSM scholarships for excellent non-EU students'
),
(
  'The Hague University of Applied Sciences', 'The Hague', 'Netherlands', 'The Hague, Netherlands',
  'A public university of applied sciences in The Hague with practice-oriented, English-taught Bachelor''s programmes and internships built into the curriculum.',
  'Non-EU: approx. €8,500 – €11,000 per year',
  array['International Business', 'European Studies', 'Industrial Design Engineering'],
  array[]::text[],
  'Non-EU: apply through Studielink by about 1 May for September, leaving time for the residence permit (MVV).',
  'https://www.thehagueuniversity.com', 'The main building near Den Haag Hollands Spoor station',
  'On campus', null, 'Public university of applied sciences',
  'Holland Scholarship; THUAS excellence scholarships for non-EU students'
),
-- Ireland
(
  'Trinity College Dublin', 'Dublin', 'Ireland', 'Dublin, Ireland',
  'Ireland''s oldest university, founded in 1592 in the centre of Dublin; strong in computer science, business, engineering, law and the humanities.',
  'Non-EU: approx. €20,000 – €30,000 per year (medicine and some courses more)',
  array['Computer Science', 'Business Economic and Social Studies', 'Finance', 'Law', 'Engineering'],
  array['Computer Science (Data Science)', 'Finance'],
  'Undergraduate (non-EU): direct online application, roughly November – 1 February; Postgraduate taught: rolling admissions, apply early as popular courses fill by spring.',
  'https://www.tcd.ie', 'Front Square and the Campanile at Trinity College',
  'On campus', 87, 'Public research university',
  'Government of Ireland International Education Scholarship (GOI-IES); Trinity Global Excellence Postgraduate Scholarships'
),
(
  'University College Dublin', 'Dublin', 'Ireland', 'Dublin, Ireland',
  'Ireland''s largest university, on the Belfield campus in south Dublin, and home to the Michael Smurfit Graduate Business School.',
  'Non-EU: approx. €20,000 – €32,000 per year',
  array['Business Analytics', 'Data Science', 'Computer Science', 'Commerce'],
  array['Business Analytics', 'Data Science'],
  'Rolling admissions for most programmes; non-EU applicants should apply by early spring to leave time for the visa.',
  'https://www.ucd.ie', 'The lake and O''Brien Centre for Science at Belfield',
  'On campus', 126, 'Public research university',
  'UCD Global Excellence Scholarships; Government of Ireland International Education Scholarship (GOI-IES)'
),
(
  'University of Galway', 'Galway', 'Ireland', 'Galway, Ireland',
  'Founded in 1845 on the west coast of Ireland (formerly NUI Galway); strong in biomedical engineering, data analytics, marine science and the arts.',
  'Non-EU: approx. €16,000 – €25,000 per year',
  array['Computer Science (Artificial Intelligence)', 'Biomedical Engineering', 'Commerce', 'Marine Science'],
  array['Computer Science (Artificial Intelligence)'],
  'Postgraduate: rolling admissions, most courses close in summer; undergraduate non-EU: direct application, apply by spring.',
  'https://www.universityofgalway.ie', 'The Quadrangle building beside the River Corrib',
  'On campus', 289, 'Public research university',
  'Government of Ireland International Education Scholarship (GOI-IES); University of Galway international merit scholarships'
),
(
  'University College Cork', 'Cork', 'Ireland', 'Cork, Ireland',
  'Founded in 1845 in Cork, Ireland''s second city; known for food science, pharmacy, computer science and business.',
  'Non-EU: approx. €16,000 – €24,000 per year',
  array['Computer Science', 'Data Science and Analytics', 'Food Science', 'Business Information Systems'],
  array['Data Science and Analytics'],
  'Postgraduate: rolling admissions with programme-specific closing dates (many in spring/summer); undergraduate non-EU: direct application.',
  'https://www.ucc.ie', 'The Quad at University College Cork',
  'On campus', 273, 'Public research university',
  'Government of Ireland International Education Scholarship (GOI-IES); UCC international merit scholarships'
),
-- Spain
(
  'Complutense University of Madrid', 'Madrid', 'Spain', 'Madrid, Spain',
  'One of Spain''s largest and oldest universities (origins in 1293), with campuses at Moncloa and Somosaguas in Madrid. Teaching is mainly in Spanish.',
  'Approx. €1,000 – €3,500 per year (public fees set by the Community of Madrid; some Master''s charge non-EU non-residents more)',
  array['Economics', 'Computer Engineering', 'Psychology', 'International Relations'],
  array['Computer Engineering'],
  'Bachelor''s: pre-enrolment usually June – July after UNEDasiss accreditation; Master''s: several rounds between February and July.',
  'https://www.ucm.es', 'Ciudad Universitaria campus in Moncloa',
  'On campus', 184, 'Public research university',
  'Erasmus Mundus joint Master''s scholarships; UCM grants for international students (limited)'
),
(
  'University of Barcelona', 'Barcelona', 'Spain', 'Barcelona, Spain',
  'Founded in 1450, the largest public university in Catalonia; teaching in Catalan and Spanish, with a growing number of English-taught Master''s programmes.',
  'Approx. €1,100 – €3,500 per year; Catalonia charges non-EU non-residents higher Master''s fees',
  array['Business Administration', 'Economics', 'Biomedicine', 'Psychology'],
  array['Economics', 'Biomedicine'],
  'Bachelor''s: pre-enrolment June – July (UNEDasiss accreditation first); Master''s: rounds between February and June.',
  'https://www.ub.edu', 'The historic building on Plaça Universitat',
  'On campus', 168, 'Public research university',
  'Erasmus Mundus joint Master''s scholarships; UB Master''s grants (limited)'
),
(
  'University of Valencia', 'Valencia', 'Spain', 'Valencia, Spain',
  'Founded in 1499, one of Spain''s oldest universities, with campuses at Blasco Ibáñez, Tarongers and Burjassot; low living costs by Western European standards.',
  'Approx. €1,000 – €2,500 per year',
  array['Business Administration', 'Data Science', 'Computer Engineering', 'Biotechnology'],
  array['Data Science'],
  'Bachelor''s: pre-enrolment June – July; Master''s: pre-registration rounds roughly February – July.',
  'https://www.uv.es', 'The Tarongers campus near the sea',
  'On campus', null, 'Public research university',
  'Erasmus Mundus joint Master''s scholarships; Valencian regional grants (mostly for residents)'
),
(
  'University of Seville', 'Seville', 'Spain', 'Seville, Spain',
  'Founded in 1505 and one of Spain''s largest universities; its main building is the former Royal Tobacco Factory. Andalusia has some of Spain''s lowest public fees.',
  'Approx. €750 – €2,000 per year',
  array['Tourism', 'Aerospace Engineering', 'Business Administration', 'Pharmacy'],
  array['Aerospace Engineering'],
  'Bachelor''s: pre-enrolment through the Andalusian single district, June – July; Master''s: phases between February and September.',
  'https://www.us.es', 'The Royal Tobacco Factory, now the university rectorate',
  'On campus', null, 'Public research university',
  'Erasmus Mundus joint Master''s scholarships; University of Seville international grants (limited)'
),
-- Italy
(
  'Politecnico di Milano', 'Milan', 'Italy', 'Milan, Italy',
  'Italy''s largest technical university (founded 1863), with campuses in Milan, Como, Lecco, Cremona, Mantua and Piacenza; ranked among the world''s best for engineering, architecture and design.',
  '€0 – €3,900 per year, based on family income (ISEE parificato) or a nationality-based bracket for non-EU students',
  array['Computer Science and Engineering', 'Management Engineering', 'Mechanical Engineering', 'Architectural Design', 'Design'],
  array['Computer Science and Engineering', 'Management Engineering', 'Mechanical Engineering'],
  'Calls for international applicants run roughly October – April in several rounds; admitted students then pre-enrol on Universitaly and apply for the visa.',
  'https://www.polimi.it', 'The Leonardo campus in Città Studi',
  'On campus', 111, 'Public research university (technical)',
  'DSU Lombardia regional scholarship (income-based); PoliMi International Scholarships; Invest Your Talent in Italy'
),
(
  'University of Bologna', 'Bologna', 'Italy', 'Bologna, Italy',
  'Founded in 1088 and widely regarded as the oldest university in the Western world; a multi-campus university (Bologna, Cesena, Forlì, Ravenna, Rimini) with many English-taught programmes.',
  '€0 – €3,500 per year (income-based, ISEE parificato)',
  array['Business and Economics', 'Artificial Intelligence', 'Economics', 'International Relations'],
  array['Artificial Intelligence', 'Economics'],
  'Bachelor''s and Master''s taught in English: admission calls roughly November – May; then Universitaly pre-enrolment and visa.',
  'https://www.unibo.it', 'Porticoes of Via Zamboni in the university quarter',
  'On campus', 138, 'Public research university',
  'ER.GO regional DSU scholarship (Emilia-Romagna); University of Bologna study grants for international students (Unibo Action 2)'
),
(
  'Sapienza University of Rome', 'Rome', 'Italy', 'Rome, Italy',
  'Founded in 1303, one of Europe''s largest universities by enrolment, with its main campus (Città Universitaria) in central Rome.',
  '€0 – €3,000 per year (income-based)',
  array['Applied Computer Science and Artificial Intelligence', 'Data Science', 'Aerospace Engineering', 'Medicine'],
  array['Data Science', 'Aerospace Engineering'],
  'Applications for English-taught programmes usually open in winter and close between March and May; then Universitaly pre-enrolment.',
  'https://www.uniroma1.it', 'The Minerva statue at Città Universitaria',
  'On campus', 132, 'Public research university',
  'DiSCo Lazio regional scholarship; Sapienza scholarships for international students; Invest Your Talent in Italy'
),
(
  'University of Padua', 'Padua', 'Italy', 'Padua, Italy',
  'Founded in 1222, one of Europe''s oldest universities, where Galileo taught; strong in psychology, engineering, physics and medicine.',
  '€0 – €2,700 per year (income-based)',
  array['Psychological Science', 'ICT for Internet and Multimedia', 'Physics', 'Medicine'],
  array['ICT for Internet and Multimedia'],
  'English-taught programmes: pre-evaluation calls roughly January – April; then Universitaly pre-enrolment.',
  'https://www.unipd.it', 'Palazzo Bo, the historic seat of the university',
  'On campus', 233, 'Public research university',
  'ESU Padova regional scholarship; Padua International Excellence Scholarship Programme'
),
-- Denmark
(
  'University of Copenhagen', 'Copenhagen', 'Denmark', 'Copenhagen, Denmark',
  'Denmark''s oldest (1479) and largest university; a leading research university in life sciences, health, natural sciences and humanities. Bachelor''s degrees are mostly taught in Danish.',
  'Non-EU: approx. €10,000 – €17,000 per year',
  array['Computer Science', 'Bioinformatics', 'Global Health', 'Economics'],
  array['Computer Science', 'Bioinformatics', 'Global Health'],
  'Master''s (non-EU): 15 January for the September intake.',
  'https://www.ku.dk', 'The North Campus in Copenhagen',
  'On campus', 101, 'Public research university',
  'Danish Government Scholarships (tuition waivers and grants for highly qualified non-EU students)'
),
(
  'Aarhus University', 'Aarhus', 'Denmark', 'Aarhus, Denmark',
  'Founded in 1928, Denmark''s second-largest university, on a park campus in Aarhus; business and social sciences through Aarhus BSS.',
  'Non-EU: approx. €8,000 – €17,000 per year',
  array['Economics and Business Administration', 'Finance', 'Computer Engineering', 'Agrobiology'],
  array['Finance', 'Computer Engineering'],
  'Bachelor''s: 15 March via optagelse.dk; Master''s (non-EU): 15 January.',
  'https://www.au.dk', 'Yellow-brick buildings in the University Park',
  'On campus', 131, 'Public research university',
  'Danish Government Scholarships'
),
-- Sweden
(
  'KTH Royal Institute of Technology', 'Stockholm', 'Sweden', 'Stockholm, Sweden',
  'Sweden''s largest technical university (founded 1827), in Stockholm; all Master''s programmes are taught in English.',
  'Non-EU: approx. SEK 155,000 per year for most Master''s (about €13,500) plus a SEK 900 application fee',
  array['Machine Learning', 'Sustainable Energy Engineering', 'Embedded Systems', 'Architecture'],
  array['Machine Learning', 'Sustainable Energy Engineering', 'Embedded Systems'],
  'Master''s: apply on universityadmissions.se from mid-October to 15 January for the autumn intake.',
  'https://www.kth.se', 'The red-brick main campus at Valhallavägen',
  'On campus', 74, 'Public research university (technical)',
  'KTH Scholarship (full tuition for a small number of non-EU Master''s students); Swedish Institute Scholarships for Global Professionals (SISGP)'
),
(
  'Lund University', 'Lund', 'Sweden', 'Lund, Sweden',
  'Founded in 1666, one of Scandinavia''s oldest and largest universities, in the student town of Lund near Malmö.',
  'Non-EU: approx. SEK 110,000 – 200,000 per year for most programmes plus a SEK 900 application fee',
  array['Development Studies', 'Economics', 'International Marketing and Brand Management', 'Physics'],
  array['Economics', 'International Marketing and Brand Management'],
  'Apply on universityadmissions.se from mid-October to 15 January for the autumn intake.',
  'https://www.lunduniversity.lu.se', 'The university main building and Lundagård park',
  'On campus', 72, 'Public research university',
  'Lund University Global Scholarship; Swedish Institute Scholarships for Global Professionals (SISGP)'
),
-- Austria
(
  'University of Vienna', 'Vienna', 'Austria', 'Vienna, Austria',
  'Founded in 1365, the oldest university in the German-speaking world and Austria''s largest. Bachelor''s degrees are mostly in German; several Master''s are in English.',
  'Non-EU: €726.72 per semester (about €1,450 per year) plus the ÖH union fee (~€25 per semester); waivers for students from certain developing countries',
  array['Computer Science', 'Data Science', 'Applied Economics', 'Business Administration'],
  array['Data Science', 'Applied Economics'],
  'Non-EU applicants: apply by 5 September (winter) or 5 February (summer); earlier for programmes with entrance procedures.',
  'https://www.univie.ac.at', 'The main building on the Ringstraße',
  'On campus', 137, 'Public research university',
  'OeAD scholarships (grants.at database); tuition waiver for citizens of listed least developed countries'
),
(
  'TU Wien', 'Vienna', 'Austria', 'Vienna, Austria',
  'Austria''s largest technical university (founded 1815), in the centre of Vienna. Bachelor''s degrees are taught in German; several Master''s are taught in English.',
  'Non-EU: €726.72 per semester (about €1,450 per year) plus the ÖH union fee (~€25 per semester)',
  array['Data Science', 'Logic and Artificial Intelligence', 'Building Science and Environment'],
  array['Data Science', 'Logic and Artificial Intelligence'],
  'Non-EU applicants: apply by 5 September (winter) or 5 February (summer); some English Master''s have earlier selection deadlines.',
  'https://www.tuwien.at', 'The main building on Karlsplatz',
  'On campus', 190, 'Public research university (technical)',
  'OeAD scholarships (grants.at database); TU Wien merit scholarships'
),
-- Finland
(
  'University of Helsinki', 'Helsinki', 'Finland', 'Helsinki, Finland',
  'Finland''s oldest and largest university (founded 1640); strong in data science, life sciences, education and environmental studies.',
  'Non-EU: €13,000 – €18,000 per year',
  array['Science', 'Data Science', 'Environmental Change and Global Sustainability', 'Education'],
  array['Data Science', 'Environmental Change and Global Sustainability'],
  'Master''s: application period early December – early January; Bachelor''s: joint application in January.',
  'https://www.helsinki.fi', 'The Kaisa House library in the city centre',
  'On campus', 115, 'Public research university',
  'University of Helsinki Scholarship Programme (50–100% fee waivers); Finland Scholarship (fee waiver and one-time grant)'
),
(
  'Aalto University', 'Espoo', 'Finland', 'Espoo, Finland',
  'Created in 2010 from the merger of Helsinki University of Technology, the Helsinki School of Economics and the University of Art and Design Helsinki; main campus in Otaniemi, Espoo.',
  'Non-EU: €12,000 per year (Bachelor''s) to €17,000 per year (Master''s)',
  array['Science and Technology', 'Computer Communication and Information Sciences', 'International Design Business Management'],
  array['Computer Communication and Information Sciences', 'International Design Business Management'],
  'Master''s: early December – early January; Bachelor''s: January.',
  'https://www.aalto.fi', 'Otaniemi campus and the Dipoli building',
  'On campus', 114, 'Public research university',
  'Aalto University Scholarships (50% or 100% tuition waivers); Finland Scholarship'
),
-- Belgium
(
  'KU Leuven', 'Leuven', 'Belgium', 'Leuven, Belgium',
  'Founded in 1425, Belgium''s largest university and one of Europe''s most research-intensive; offers many English-taught Master''s programmes.',
  'Non-EEA: approx. €6,500 – €12,500 per year for most English-taught programmes',
  array['Artificial Intelligence', 'Computer Science', 'Business Administration', 'Bioscience Engineering'],
  array['Artificial Intelligence', 'Engineering: Computer Science'],
  'Non-EEA applicants: 1 March for most programmes (some earlier).',
  'https://www.kuleuven.be', 'The University Library on Ladeuzeplein',
  'On campus', 60, 'Public research university',
  'Master Mind Scholarships (Flemish Government); Science@Leuven Scholarship; VLIR-UOS scholarships (selected countries)'
),
-- Poland
(
  'University of Warsaw', 'Warsaw', 'Poland', 'Warsaw, Poland',
  'Poland''s largest university (founded 1816), in central Warsaw, with a growing range of English-taught degrees at comparatively low fees.',
  'Non-EU English-taught programmes: approx. €2,000 – €4,000 per year',
  array['International Relations', 'Data Science and Business Analytics', 'Economics'],
  array['Data Science and Business Analytics'],
  'Online registration (IRK) usually May – July for an October start.',
  'https://www.uw.edu.pl', 'The historic main gate on Krakowskie Przedmieście',
  'On campus', 258, 'Public research university',
  'NAWA scholarship programmes; rector''s scholarships for top students'
),
-- Czechia
(
  'Charles University', 'Prague', 'Czechia', 'Prague, Czechia',
  'Founded in 1348, Central Europe''s oldest university, in Prague. Study in Czech is free; English-taught programmes charge fees.',
  'Czech-taught: free; English-taught: approx. €4,000 – €10,000 per year (Medicine about €16,000 – €18,000)',
  array['Computer Science', 'Politics Philosophy and Economics', 'General Medicine'],
  array['Computer Science'],
  'English-taught programmes: deadlines differ by faculty, mostly between January and April.',
  'https://cuni.cz', 'The Carolinum in Prague''s Old Town',
  'On campus', 248, 'Public research university',
  'Czech Government Scholarships (selected developing countries); faculty merit scholarships'
);


-- ── Programs ─────────────────────────────────────────────────────────────────────────────────
-- Linked by university name: the subselect fails loudly (NOT NULL) if a name does not match.
-- Some universities list only Master's programmes (English-taught Bachelor's are rare there) and
-- one only Bachelor's, so the level tabs and empty states can be seen.

insert into public.programs (university_id, name, level, description, duration_in_years, application_link)
select
  (select u.id from public.universities_data u where u.university_name = p.university_name),
  p.name, p.level::public.program_level, p.description, p.duration_in_years, p.application_link
from (values
  -- Technical University of Munich
  ('Technical University of Munich', 'Management and Technology (B.Sc.)', 'Bachelor''s',
   'Business administration combined with an engineering or natural-science specialisation. Taught in English at TUM Campus Heilbronn.',
   3.0, 'https://www.tum.de/en/studies/degree-programs'),
  ('Technical University of Munich', 'Informatics (B.Sc.)', 'Bachelor''s',
   'Foundations of computer science, software engineering and mathematics at the Garching campus. Taught in German.',
   3.0, 'https://www.tum.de/en/studies/degree-programs'),
  ('Technical University of Munich', 'Data Engineering and Analytics (M.Sc.)', 'Master''s',
   'Data management, machine learning and large-scale data processing. Taught in English.',
   2.0, 'https://www.tum.de/en/studies/degree-programs'),
  ('Technical University of Munich', 'Management (M.Sc.)', 'Master''s',
   'General management Master''s at the TUM School of Management for graduates with a business background. Taught in English.',
   2.0, 'https://www.tum.de/en/studies/degree-programs'),
  ('Technical University of Munich', 'Aerospace (M.Sc.)', 'Master''s',
   'Aircraft and spacecraft design, propulsion and flight systems. Taught in English.',
   2.0, null),
  -- Ludwig Maximilian University of Munich
  ('Ludwig Maximilian University of Munich', 'Physics (B.Sc.)', 'Bachelor''s',
   'Experimental and theoretical physics with a strong research orientation. Taught in German (C1 level required).',
   3.0, 'https://www.lmu.de/en/study/'),
  ('Ludwig Maximilian University of Munich', 'Economics (M.Sc.)', 'Master''s',
   'Research-oriented economics with micro, macro and econometrics; a pathway to PhD studies. Taught in English.',
   2.0, 'https://www.lmu.de/en/study/'),
  ('Ludwig Maximilian University of Munich', 'Neurosciences (M.Sc.)', 'Master''s',
   'An Elite Graduate Programme in systems, cellular and computational neuroscience. Taught in English.',
   2.0, null),
  -- Heidelberg University (Master's only)
  ('Heidelberg University', 'Molecular Biosciences (M.Sc.)', 'Master''s',
   'Research-led Master''s with majors such as cancer biology, neuroscience and systems biology. Taught in English.',
   2.0, 'https://www.uni-heidelberg.de/en/study'),
  ('Heidelberg University', 'Scientific Computing (M.Sc.)', 'Master''s',
   'Numerical methods, high-performance computing and modelling for the sciences.',
   2.0, 'https://www.uni-heidelberg.de/en/study'),
  ('Heidelberg University', 'Physics (M.Sc.)', 'Master''s',
   'Advanced physics with research groups in particle, astro and quantum physics; can be completed in English.',
   2.0, null),
  -- Humboldt University of Berlin
  ('Humboldt University of Berlin', 'Social Sciences (B.A.)', 'Bachelor''s',
   'Political science, sociology and research methods. Taught in German.',
   3.0, 'https://www.hu-berlin.de/en/studies'),
  ('Humboldt University of Berlin', 'Global Change Geography (M.Sc.)', 'Master''s',
   'Land-use change, remote sensing and human-environment systems. Taught in English.',
   2.0, null),
  -- RWTH Aachen University
  ('RWTH Aachen University', 'Mechanical Engineering (B.Sc.)', 'Bachelor''s',
   'One of Germany''s most renowned mechanical engineering degrees. Taught in German; seven semesters.',
   3.5, null),
  ('RWTH Aachen University', 'Computer Science (M.Sc.)', 'Master''s',
   'Theoretical and applied computer science with specialisations in data, software and systems. English and German courses.',
   2.0, null),
  ('RWTH Aachen University', 'Data Science (M.Sc.)', 'Master''s',
   'Mathematics, statistics and computer science for data-driven research and industry. Taught in English.',
   2.0, null),
  -- University of Hamburg
  ('University of Hamburg', 'Business Administration (B.Sc.)', 'Bachelor''s',
   'Broad business studies at the Hamburg Business School. Taught in German.',
   3.0, null),
  ('University of Hamburg', 'Economics (M.Sc.)', 'Master''s',
   'Quantitative economics with tracks in public, international and environmental economics. Taught in English.',
   2.0, null),
  ('University of Hamburg', 'Integrated Climate System Sciences (M.Sc.)', 'Master''s',
   'Physics of the climate system, climate modelling and impacts, linked to Hamburg''s climate research cluster. Taught in English.',
   2.0, null),
  -- Karlsruhe Institute of Technology
  ('Karlsruhe Institute of Technology', 'Mechanical Engineering (B.Sc.)', 'Bachelor''s',
   'Engineering fundamentals with strong lab work. Taught in German.',
   3.0, null),
  ('Karlsruhe Institute of Technology', 'Informatics (B.Sc.)', 'Bachelor''s',
   'Computer science with a strong theoretical foundation. Taught in German.',
   3.0, null),
  ('Karlsruhe Institute of Technology', 'Optics and Photonics (M.Sc.)', 'Master''s',
   'Optical technologies, lasers and photonic systems at the Karlsruhe School of Optics and Photonics. Taught in English.',
   2.0, null),
  ('Karlsruhe Institute of Technology', 'Remote Sensing and Geoinformatics (M.Sc.)', 'Master''s',
   'Earth observation, photogrammetry and GIS. Taught in English.',
   2.0, null),
  -- Université Paris-Saclay (Master's only)
  ('Université Paris-Saclay', 'Master in Computer Science', 'Master''s',
   'Algorithms, AI, networks and software with research-oriented M2 tracks. Several tracks taught in English.',
   2.0, 'https://www.universite-paris-saclay.fr/en/education/master'),
  ('Université Paris-Saclay', 'Master in Physics', 'Master''s',
   'Fundamental and applied physics with access to major national laboratories on the Saclay plateau.',
   2.0, null),
  -- Sorbonne University (Master's only)
  ('Sorbonne University', 'Master in Computer Science', 'Master''s',
   'Tracks in AI, data science, networks and security; mostly taught in French, with some courses in English.',
   2.0, null),
  ('Sorbonne University', 'Master in Mathematics and Applications', 'Master''s',
   'Pure and applied mathematics, probability and modelling; mostly in French (B2 level advised).',
   2.0, null),
  ('Sorbonne University', 'Master in Physics', 'Master''s',
   'Research-oriented physics with international tracks taught in English.',
   2.0, null),
  -- Université Grenoble Alpes
  ('Université Grenoble Alpes', 'Licence in Physics', 'Bachelor''s',
   'Three-year French Licence in physics. Taught in French (B2 level required).',
   3.0, null),
  ('Université Grenoble Alpes', 'Master of Science in Informatics at Grenoble (MoSIG)', 'Master''s',
   'International Master''s in AI, data science, graphics and systems, run with Grenoble INP. Taught in English.',
   2.0, null),
  ('Université Grenoble Alpes', 'Master in Industrial and Applied Mathematics (MSIAM)', 'Master''s',
   'Modelling, scientific computing and data science. Taught in English.',
   2.0, null),
  -- Aix-Marseille University
  ('Aix-Marseille University', 'Master in Economics (AMSE)', 'Master''s',
   'Aix-Marseille School of Economics Master''s with tracks in econometrics, public and environmental economics. Taught in English.',
   2.0, null),
  ('Aix-Marseille University', 'Master in Neurosciences', 'Master''s',
   'Cellular, integrative and cognitive neuroscience on the Timone campus; some tracks in English.',
   2.0, null),
  -- Claude Bernard University Lyon 1
  ('Claude Bernard University Lyon 1', 'Licence in Computer Science', 'Bachelor''s',
   'Programming, algorithms and systems. Taught in French.',
   3.0, null),
  -- University of Amsterdam
  ('University of Amsterdam', 'Psychology (B.Sc.)', 'Bachelor''s',
   'Broad psychology degree with an English-taught track. Numerus fixus (apply by 15 January).',
   3.0, null),
  ('University of Amsterdam', 'Economics and Business Economics (B.Sc.)', 'Bachelor''s',
   'Economics, finance and business with an English-taught track at the Amsterdam School of Economics.',
   3.0, null),
  ('University of Amsterdam', 'Data Science (M.Sc.)', 'Master''s',
   'One-year Master''s covering machine learning, big data engineering and a thesis project. Taught in English.',
   1.0, null),
  ('University of Amsterdam', 'Artificial Intelligence (M.Sc.)', 'Master''s',
   'Two-year research Master''s in machine learning, computer vision and NLP. Taught in English.',
   2.0, null),
  -- Delft University of Technology
  ('Delft University of Technology', 'Aerospace Engineering (B.Sc.)', 'Bachelor''s',
   'Europe''s largest aerospace faculty; English-taught Bachelor''s with a numerus fixus selection.',
   3.0, 'https://www.tudelft.nl/en/education/programmes/bachelors'),
  ('Delft University of Technology', 'Sustainable Energy Technology (M.Sc.)', 'Master''s',
   'Solar, wind and energy systems integration. Taught in English.',
   2.0, 'https://www.tudelft.nl/en/education/programmes/masters'),
  -- Utrecht University
  ('Utrecht University', 'Global Sustainability Science (B.Sc.)', 'Bachelor''s',
   'Interdisciplinary sustainability science combining natural and social sciences. Taught in English.',
   3.0, 'https://www.uu.nl/en/bachelors'),
  ('Utrecht University', 'Applied Data Science (M.Sc.)', 'Master''s',
   'One-year programme applying data science methods in a chosen domain. Taught in English.',
   1.0, 'https://www.uu.nl/en/masters'),
  ('Utrecht University', 'Artificial Intelligence (M.Sc.)', 'Master''s',
   'Two-year programme in agents, reasoning and machine learning. Taught in English.',
   2.0, 'https://www.uu.nl/en/masters'),
  -- Erasmus University Rotterdam
  ('Erasmus University Rotterdam', 'International Business Administration (B.Sc.)', 'Bachelor''s',
   'RSM''s English-taught business Bachelor''s with a numerus fixus selection (15 January).',
   3.0, null),
  ('Erasmus University Rotterdam', 'International Bachelor Economics and Business Economics (IBEB)', 'Bachelor''s',
   'Quantitative economics and business at Erasmus School of Economics. Taught in English.',
   3.0, null),
  ('Erasmus University Rotterdam', 'Finance and Investments (M.Sc.)', 'Master''s',
   'One-year RSM Master''s in corporate finance, investments and financial markets.',
   1.0, null),
  -- The Hague University of Applied Sciences (Bachelor's only)
  ('The Hague University of Applied Sciences', 'International Business (B.B.A.)', 'Bachelor''s',
   'Practice-oriented business degree with internships and a minor abroad. Taught in English.',
   4.0, null),
  ('The Hague University of Applied Sciences', 'European Studies (B.A.)', 'Bachelor''s',
   'European policy, communication and languages in the city of international institutions. Taught in English.',
   4.0, null),
  -- Trinity College Dublin
  ('Trinity College Dublin', 'Computer Science (B.A.)', 'Bachelor''s',
   'Four-year degree in programming, systems and theory at the School of Computer Science and Statistics.',
   4.0, 'https://www.tcd.ie/courses/'),
  ('Trinity College Dublin', 'Business, Economic and Social Studies (BESS)', 'Bachelor''s',
   'Flexible degree combining business, economics, politics and sociology.',
   4.0, 'https://www.tcd.ie/courses/'),
  ('Trinity College Dublin', 'Computer Science – Data Science (M.Sc.)', 'Master''s',
   'One-year taught Master''s in data analytics and machine learning.',
   1.0, null),
  -- University College Dublin
  ('University College Dublin', 'Computer Science (B.Sc.)', 'Bachelor''s',
   'Four-year computer science degree with an optional internship.',
   4.0, 'https://www.ucd.ie/global/'),
  -- University of Galway
  ('University of Galway', 'Commerce (B.Comm.)', 'Bachelor''s',
   'Accounting, economics, marketing and management with optional international experience.',
   3.0, 'https://www.universityofgalway.ie/courses/'),
  ('University of Galway', 'Computer Science – Artificial Intelligence (M.Sc.)', 'Master''s',
   'One-year Master''s in machine learning, NLP and AI ethics.',
   1.0, 'https://www.universityofgalway.ie/courses/'),
  -- University College Cork
  ('University College Cork', 'Computer Science (B.Sc.)', 'Bachelor''s',
   'Four-year degree with a work placement in the third year.',
   4.0, 'https://www.ucc.ie/en/study/'),
  -- Complutense University of Madrid
  ('Complutense University of Madrid', 'Economics (Grado)', 'Bachelor''s',
   'Four-year Spanish Grado in economics. Taught in Spanish (B2 recommended).',
   4.0, null),
  ('Complutense University of Madrid', 'International Relations (Grado)', 'Bachelor''s',
   'Politics, international law and economics. Taught in Spanish.',
   4.0, null),
  -- University of Barcelona
  ('University of Barcelona', 'Business Administration (Grau)', 'Bachelor''s',
   'Four-year degree with some groups taught in English. Catalan and Spanish elsewhere.',
   4.0, null),
  ('University of Barcelona', 'Economics (Màster)', 'Master''s',
   'Research-oriented economics Master''s at the UB School of Economics. Taught in English.',
   1.0, null),
  ('University of Barcelona', 'Biomedicine (Màster)', 'Master''s',
   'Molecular and cellular biomedicine with lab rotations. Taught in English.',
   1.0, null),
  -- University of Valencia
  ('University of Valencia', 'Business Administration (Grado)', 'Bachelor''s',
   'Four-year degree at the Tarongers campus; Spanish and Valencian, with an English-taught group.',
   4.0, null),
  -- University of Seville
  ('University of Seville', 'Aerospace Engineering (Máster)', 'Master''s',
   'Aircraft design and manufacturing, linked to the Andalusian aerospace industry. Taught in Spanish.',
   2.0, null),
  -- Politecnico di Milano
  ('Politecnico di Milano', 'Architectural Design (B.Sc.)', 'Bachelor''s',
   'English-taught Bachelor''s in architectural design; admission test (TOL or SAT-based) required.',
   3.0, 'https://www.polimi.it/en/international-prospective-students'),
  ('Politecnico di Milano', 'Computer Science and Engineering (M.Sc.)', 'Master''s',
   'Tracks in AI, data, software and systems engineering. Taught in English.',
   2.0, 'https://www.polimi.it/en/international-prospective-students'),
  ('Politecnico di Milano', 'Management Engineering (M.Sc.)', 'Master''s',
   'Operations, finance and digital business at the School of Management. Taught in English.',
   2.0, 'https://www.polimi.it/en/international-prospective-students'),
  ('Politecnico di Milano', 'Mechanical Engineering (M.Sc.)', 'Master''s',
   'Design, production systems and mechatronics. Taught in English.',
   2.0, null),
  -- University of Bologna
  ('University of Bologna', 'Business and Economics (B.Sc.)', 'Bachelor''s',
   'English-taught Bachelor''s in management, economics and quantitative methods.',
   3.0, 'https://www.unibo.it/en/study'),
  ('University of Bologna', 'Artificial Intelligence (M.Sc.)', 'Master''s',
   'Machine learning, deep learning, NLP and AI ethics. Taught in English.',
   2.0, 'https://www.unibo.it/en/study'),
  ('University of Bologna', 'Economics (M.Sc.)', 'Master''s',
   'English-taught Master''s in economic theory, econometrics and policy.',
   2.0, null),
  -- Sapienza University of Rome
  ('Sapienza University of Rome', 'Applied Computer Science and Artificial Intelligence (B.Sc.)', 'Bachelor''s',
   'English-taught Bachelor''s combining computer science foundations with AI.',
   3.0, null),
  ('Sapienza University of Rome', 'Data Science (M.Sc.)', 'Master''s',
   'Statistics, machine learning and data management. Taught in English.',
   2.0, null),
  -- University of Padua
  ('University of Padua', 'Psychological Science (B.Sc.)', 'Bachelor''s',
   'English-taught psychology Bachelor''s with a selective admission.',
   3.0, null),
  ('University of Padua', 'ICT for Internet and Multimedia (M.Sc.)', 'Master''s',
   'Telecommunications, networking and multimedia signal processing. Taught in English.',
   2.0, null),
  -- University of Copenhagen (Master's only)
  ('University of Copenhagen', 'Computer Science (M.Sc.)', 'Master''s',
   'Algorithms, machine learning and programming languages at DIKU. Taught in English.',
   2.0, 'https://studies.ku.dk/masters/'),
  ('University of Copenhagen', 'Bioinformatics (M.Sc.)', 'Master''s',
   'Computational biology and genomics. Taught in English.',
   2.0, 'https://studies.ku.dk/masters/'),
  ('University of Copenhagen', 'Global Health (M.Sc.)', 'Master''s',
   'Epidemiology, health systems and global health policy. Taught in English.',
   2.0, null),
  -- Aarhus University
  ('Aarhus University', 'Economics and Business Administration (B.Sc.)', 'Bachelor''s',
   'English-taught business and economics Bachelor''s at Aarhus BSS.',
   3.0, null),
  ('Aarhus University', 'Finance (M.Sc. in Economics and Business Administration)', 'Master''s',
   'Corporate finance, asset pricing and financial econometrics. Taught in English.',
   2.0, null),
  ('Aarhus University', 'Computer Engineering (M.Sc.)', 'Master''s',
   'Embedded systems, signal processing and software. Taught in English.',
   2.0, null),
  -- KTH Royal Institute of Technology (Master's only)
  ('KTH Royal Institute of Technology', 'Machine Learning (M.Sc.)', 'Master''s',
   'Theory and applications of machine learning, from statistics to deep learning. Taught in English.',
   2.0, 'https://www.kth.se/en/studies/master'),
  ('KTH Royal Institute of Technology', 'Sustainable Energy Engineering (M.Sc.)', 'Master''s',
   'Energy systems, renewable energy and energy efficiency. Taught in English.',
   2.0, 'https://www.kth.se/en/studies/master'),
  ('KTH Royal Institute of Technology', 'Embedded Systems (M.Sc.)', 'Master''s',
   'Hardware-software co-design, real-time systems and IoT. Taught in English.',
   2.0, null),
  -- Lund University
  ('Lund University', 'Development Studies (B.Sc.)', 'Bachelor''s',
   'Interdisciplinary Bachelor''s on global development, taught in English.',
   3.0, null),
  ('Lund University', 'International Marketing and Brand Management (M.Sc.)', 'Master''s',
   'One-year Master''s at Lund University School of Economics and Management.',
   1.0, null),
  ('Lund University', 'Economics (M.Sc.)', 'Master''s',
   'Two-year Master''s in economic theory and econometrics. Taught in English.',
   2.0, null),
  -- University of Vienna
  ('University of Vienna', 'Computer Science (B.Sc.)', 'Bachelor''s',
   'Foundations of informatics and software engineering. Taught in German.',
   3.0, null),
  ('University of Vienna', 'Data Science (M.Sc.)', 'Master''s',
   'Joint programme of the faculties of computer science, mathematics and statistics. Taught in English.',
   2.0, null),
  -- TU Wien (Master's only)
  ('TU Wien', 'Data Science (M.Sc.)', 'Master''s',
   'Machine learning, big data and visual analytics. Taught in English.',
   2.0, null),
  ('TU Wien', 'Logic and Artificial Intelligence (Dipl.-Ing.)', 'Master''s',
   'Logic, algorithms, knowledge representation and AI (formerly Logic and Computation). Taught in English.',
   2.0, null),
  -- University of Helsinki
  ('University of Helsinki', 'Bachelor''s Programme in Science', 'Bachelor''s',
   'English-taught science Bachelor''s with majors in computer science, mathematics, physics or chemistry.',
   3.0, null),
  ('University of Helsinki', 'Data Science (M.Sc.)', 'Master''s',
   'Algorithms, statistics and machine learning for data analysis. Taught in English.',
   2.0, null),
  ('University of Helsinki', 'Environmental Change and Global Sustainability (M.Sc.)', 'Master''s',
   'Interdisciplinary Master''s on climate, ecosystems and sustainability transitions.',
   2.0, null),
  -- Aalto University
  ('Aalto University', 'Science and Technology (B.Sc.)', 'Bachelor''s',
   'English-taught Bachelor''s in quantum technology, data science or digital systems.',
   3.0, null),
  ('Aalto University', 'Computer, Communication and Information Sciences (M.Sc.)', 'Master''s',
   'Majors include machine learning, software engineering and security. Taught in English.',
   2.0, null),
  ('Aalto University', 'International Design Business Management (M.Sc.)', 'Master''s',
   'Interdisciplinary programme combining business, design and engineering.',
   2.0, null),
  -- KU Leuven
  ('KU Leuven', 'Business Administration (Bachelor)', 'Bachelor''s',
   'English-taught Bachelor''s in business and economics at the Leuven campus.',
   3.0, null),
  ('KU Leuven', 'Master of Artificial Intelligence', 'Master''s',
   'One-year advanced Master''s with options in engineering, big data and speech and language technology.',
   1.0, null),
  -- University of Warsaw
  ('University of Warsaw', 'International Relations (Bachelor)', 'Bachelor''s',
   'English-taught Bachelor''s in international politics and security.',
   3.0, null),
  -- Charles University
  ('Charles University', 'Politics, Philosophy and Economics (Bachelor)', 'Bachelor''s',
   'English-taught PPE Bachelor''s at the Faculty of Social Sciences.',
   3.0, null),
  ('Charles University', 'Computer Science (Master)', 'Master''s',
   'Theoretical and applied computer science at the Faculty of Mathematics and Physics. Taught in English.',
   2.0, null)
) as p(university_name, name, level, description, duration_in_years, application_link);


-- ── Accommodation options ────────────────────────────────────────────────────────────────────

insert into public.accommodation_options (type, location, "avgMonthlyCost", "keyFeatures", icon, "imagePlaceholderText") values
  ('Student residence (Studierendenwerk)', 'Berlin, Germany', '€300 – €450',
   array['Furnished single room', 'Bills and internet included', 'Waiting lists of several months', 'Registration (Anmeldung) possible'],
   'Building2', 'A Studierendenwerk residence block in Berlin'),
  ('Shared flat (WG)', 'Munich, Germany', '€650 – €900',
   array['Own room with shared kitchen', 'Found via WG-Gesucht', 'Casting interviews are common', 'Deposit usually 2–3 months'' rent'],
   'Home', 'Kitchen table in a Munich flatshare'),
  ('Shared flat (WG)', 'Hamburg, Germany', '€500 – €700',
   array['Own room with shared kitchen', 'Warm rent usually includes heating', 'Good transport links with the semester ticket'],
   'Home', 'Brick apartment buildings in Hamburg'),
  ('Private studio', 'Frankfurt, Germany', '€750 – €1,100',
   array['Fully furnished', 'Private bathroom and kitchenette', 'Fixed-term contracts', 'Useful for the first months'],
   'BedDouble', 'Compact furnished studio near Frankfurt Bockenheim'),
  ('CROUS residence', 'Paris, France', '€300 – €600',
   array['Apply through the Dossier Social Étudiant', 'Eligible for CAF housing aid', 'Limited places for international students'],
   'Building2', 'A CROUS residence in Paris'),
  ('CROUS residence', 'Lyon, France', '€250 – €450',
   array['Furnished rooms and studios', 'CAF housing aid', 'Close to La Doua and Berges du Rhône campuses'],
   'Building2', 'Student residence in Lyon'),
  ('Shared flat (colocation)', 'Toulouse, France', '€350 – €500',
   array['Found via La Carte des Colocs or Leboncoin', 'Guarantor often required (Visale is free)', 'CAF housing aid'],
   'Home', 'Pink-brick apartments in Toulouse'),
  ('Private studio', 'Marseille, France', '€500 – €700',
   array['Furnished studio', 'CAF housing aid', 'Check the neighbourhood before signing'],
   'BedDouble', 'Studio apartment in Marseille'),
  ('Student housing (SSH / DUWO)', 'Amsterdam, Netherlands', '€550 – €900',
   array['Guaranteed rooms for some international first-years', 'Book as soon as you are admitted', 'Severe housing shortage in the city'],
   'Building2', 'Student housing block in Amsterdam'),
  ('Private room (kamer)', 'Rotterdam, Netherlands', '€550 – €850',
   array['Shared kitchen and bathroom', 'Check registration (inschrijving) is allowed', 'Beware of scams asking for money before viewing'],
   'BedDouble', 'Rooftops of Rotterdam'),
  ('Student housing (SSH)', 'Utrecht, Netherlands', '€500 – €800',
   array['Short-stay rooms for international students', 'Furnished', 'Cycling distance to Utrecht Science Park'],
   'Building2', 'SSH student housing in Utrecht'),
  ('Student housing (DUWO)', 'The Hague, Netherlands', '€500 – €800',
   array['Furnished rooms for international students', 'Contracts for one academic year', 'Near the city centre'],
   'Building2', 'Student apartments in The Hague'),
  ('On-campus residence', 'Dublin, Ireland', '€900 – €1,400',
   array['Priority for first-year international students', 'Secure access', 'Book months ahead as places are limited'],
   'Building2', 'University residence in Dublin'),
  ('Digs (room with a host family)', 'Cork, Ireland', '€600 – €850',
   array['Meals often included', 'Monday – Friday options', 'A gentle start in a new country'],
   'Home', 'Terraced houses in Cork'),
  ('Purpose-built student accommodation', 'Galway, Ireland', '€700 – €1,000',
   array['En-suite rooms', 'Bills included', 'Study rooms and laundry'],
   'Building2', 'Student apartments in Galway'),
  ('Shared house', 'Limerick, Ireland', '€500 – €750',
   array['Near the University of Limerick campus', 'Bills split between housemates', 'Check the RTB registration of the landlord'],
   'Home', 'Shared student house in Limerick'),
  ('Colegio mayor (residence hall)', 'Madrid, Spain', '€800 – €1,300',
   array['Full board', 'Cultural and sports activities', 'Academic community'],
   'Building2', 'Residence hall in Madrid''s Ciudad Universitaria'),
  ('Shared flat (piso compartido)', 'Barcelona, Spain', '€450 – €700',
   array['Own room in a shared flat', 'Found via Idealista or Badi', 'Deposit usually one to two months'],
   'Home', 'Balconies in Barcelona''s Eixample'),
  ('Shared flat (piso compartido)', 'Valencia, Spain', '€350 – €500',
   array['Lower rents than Madrid or Barcelona', 'Close to Blasco Ibáñez campus', 'Often furnished'],
   'Home', 'Shared student flat in Valencia'),
  ('Shared flat (piso compartido)', 'Seville, Spain', '€300 – €450',
   array['Affordable rents', 'Air conditioning worth asking about', 'Walkable city centre'],
   'Home', 'Courtyard of a shared flat in Seville'),
  ('DSU / ER.GO residence', 'Bologna, Italy', '€0 – €350',
   array['Free or reduced for regional scholarship winners', 'Apply with your DSU scholarship application', 'Shared or single rooms'],
   'Building2', 'ER.GO student residence in Bologna'),
  ('Single room in a shared apartment', 'Milan, Italy', '€550 – €850',
   array['Own room with shared kitchen', 'Register the lease (contratto registrato)', 'Near metro lines'],
   'BedDouble', 'Apartment building in Milan Città Studi'),
  ('Single room in a shared apartment', 'Rome, Italy', '€450 – €700',
   array['Near Sapienza and metro line B', 'Registered lease for your permit', 'Furnished'],
   'BedDouble', 'Rome apartment with shutters'),
  ('Single room in a shared apartment', 'Florence, Italy', '€450 – €650',
   array['Historic centre or Novoli campus area', 'Furnished', 'Registered lease'],
   'BedDouble', 'Florence rooftops and the Duomo');


-- ── Transportation options ───────────────────────────────────────────────────────────────────

insert into public.transportation_options (mode, "primaryArea", "typicalCost", "studentDiscountInfo", icon, "imagePlaceholderText") values
  ('Deutschlandticket', 'Germany (nationwide)', '€63 per month in 2026 (€58 in 2025)',
   'Monthly subscription for all local and regional trains, buses and trams in Germany (not ICE/IC). Most students get it cheaper as the Deutschlandsemesterticket.',
   'Train', 'A regional train at a German station'),
  ('Deutschlandsemesterticket', 'Berlin, Germany', 'Included in the semester contribution (about €210 – €230 per semester)',
   'Priced at 60% of the regular Deutschlandticket and paid with your semester fee; valid nationwide on local and regional transport.',
   'TramFront', 'A yellow Berlin tram'),
  ('Semester ticket (HVV)', 'Hamburg, Germany', 'Included in the semester contribution',
   'Covers buses, U-Bahn, S-Bahn and harbour ferries; upgraded to the nationwide Deutschlandsemesterticket.',
   'Train', 'Hamburg U-Bahn crossing the harbour'),
  ('Bike', 'Munich, Germany', '€80 – €200 for a second-hand bike',
   'Munich is flat and bike-friendly; used bikes sell at university flea markets, and MVG Rad bike-sharing covers one-off trips.',
   'Bike', 'Bicycles parked at a Munich university'),
  ('Navigo Imagine R', 'Paris, France', 'About €390 per year',
   'Annual pass for students under 26 covering all zones of Île-de-France (metro, RER, bus, tram) – roughly half the price of a standard Navigo.',
   'Train', 'A Paris metro entrance'),
  ('TCL student pass', 'Lyon, France', 'About €25 – €35 per month',
   'Reduced monthly subscription for under-26s and students on Lyon''s metro, tram and bus network.',
   'TramFront', 'A Lyon tram'),
  ('OV-chipkaart with an off-peak discount', 'Netherlands (nationwide)', 'A few euros per month for the discount subscription',
   'The free student travel product is generally only for Dutch and EU students; non-EU students save with an NS off-peak (Dal Voordeel) subscription on a personal OV-chipkaart.',
   'Train', 'A yellow NS train'),
  ('Bike', 'Utrecht, Netherlands', '€17 – €25 per month (bike subscription) or €80 – €150 second-hand',
   'Bike subscriptions such as Swapfiets include repairs; Utrecht has the world''s largest bicycle parking at its central station.',
   'Bike', 'Bicycles at Utrecht Centraal'),
  ('Rejsekort', 'Copenhagen, Denmark', 'Pay as you go; monthly passes from a few hundred DKK',
   'Nationwide travel card (and app) for trains, metro and buses. Higher-education students can apply for the subsidised Ungdomskort.',
   'Train', 'Copenhagen metro station'),
  ('Bike', 'Aarhus, Denmark', 'DKK 500 – 1,500 for a used bike',
   'Cycling is the fastest way around campus and the city; Danish bikes need lights in the dark.',
   'Bike', 'Cyclists in Aarhus'),
  ('Odense Letbane and FynBus', 'Odense, Denmark', 'Rejsekort fares; youth and student discounts',
   'The light rail opened in 2022 and links the city centre with the University of Southern Denmark campus.',
   'TramFront', 'The Odense light rail'),
  ('SL student travel card', 'Stockholm, Sweden', 'About SEK 650 for 30 days (full price over SEK 1,000)',
   'Reduced-price SL period tickets for students with a valid student ID (Mecenat or Studentkortet).',
   'Train', 'The Stockholm tunnelbana'),
  ('Västtrafik period ticket', 'Gothenburg, Sweden', 'Discounted 30-day and 90-day tickets',
   'Students with a valid student ID buy period tickets at a reduced price in the Västtrafik To Go app.',
   'TramFront', 'A blue Gothenburg tram'),
  ('Bike', 'Malmö, Sweden', 'SEK 800 – 2,000 for a used bike; Malmö by Bike for short trips',
   'Malmö has hundreds of kilometres of bike paths; the city bike-share has annual passes.',
   'Bike', 'Bike lanes in Malmö'),
  ('Abono Joven', 'Madrid, Spain', '€20 per month',
   'Flat-rate monthly pass for under-26s on all zones of the Madrid network (metro, bus, Cercanías).',
   'Train', 'A Madrid metro platform'),
  ('T-jove', 'Barcelona, Spain', 'About €40 – €45 per 90 days (zone 1)',
   'Unlimited 90-day travel for young people on metro, bus, tram and FGC trains, with current public subsidies.',
   'Train', 'Barcelona metro sign'),
  ('Valenbisi bike-share', 'Valencia, Spain', 'About €30 – €40 per year',
   'Annual subscription with the first 30 minutes of each trip free; ideal for the flat Turia river park.',
   'Bike', 'Bike-share station in Valencia'),
  ('ATM under-27 pass', 'Milan, Italy', 'About €22 per month or €200 per year',
   'Reduced monthly and annual passes for under-27s on metro, tram and bus in the urban area.',
   'TramFront', 'A historic tram in Milan'),
  ('ATAC annual pass', 'Rome, Italy', 'About €250 per year (reduced rates by family income)',
   'Metro, bus and tram; students can apply for income-based reductions.',
   'Bus', 'An ATAC bus in Rome'),
  ('Bike', 'Bologna, Italy', '€60 – €150 for a second-hand bike',
   'The compact centre and porticoes make cycling and walking the cheapest options.',
   'Bike', 'Bicycles under Bologna''s porticoes');


-- ── Study resources ──────────────────────────────────────────────────────────────────────────

insert into public.resource_items (title, description, icon, "ctaText", "isPremium", "premiumLink", "resourceLink", "imagePlaceholderText") values
  ('DAAD Scholarship Database',
   'Search hundreds of scholarships for studying in Germany by country of origin, subject and degree level.',
   'BookOpen', 'Open Database', false, '/pricing',
   'https://www2.daad.de/deutschland/stipendium/datenbank/en/21148-scholarship-database/', 'DAAD scholarship search'),
  ('Erasmus Mundus Catalogue',
   'Joint Master''s degrees across several European universities, many with full scholarships for non-EU students.',
   'BookOpen', 'Browse Programmes', false, '/pricing',
   'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en', 'Erasmus Mundus catalogue'),
  ('Study in Europe (European Commission)',
   'Official country guides on higher education systems, costs and visas across Europe.',
   'LifeBuoy', 'Read the Guides', false, '/pricing',
   'https://education.ec.europa.eu/study-in-europe', 'Map of Europe with university pins'),
  ('Schengen Student Visa Checklist',
   'A country-by-country document checklist for national (D) student visas. We are updating it for the next intake.',
   'ShieldCheck', 'View Checklist', false, '/pricing', '#', 'Passport and visa documents'),
  ('Statement of Purpose Template Pack',
   'Annotated SOP templates for German, Dutch and Nordic Master''s applications, with examples that worked.',
   'BookOpen', 'Unlock Templates', true, '/pricing',
   '#', 'Annotated statement of purpose'),
  ('Visa File Review Checklist',
   'The checklist our counsellors use to review blocked-account proofs, insurance, admission letters and financial documents.',
   'ShieldCheck', 'Unlock Checklist', true, '/pricing',
   '#', 'Organised visa file folders'),
  ('Admissions Interview Question Bank',
   'Common questions from university and embassy interviews, with guidance on strong answers.',
   'MessageSquare', 'Unlock Question Bank', true, '/pricing',
   '#', 'Two people in a video interview'),
  ('Europass CV and Recommendation Letter Kit',
   'Europass CV examples and recommendation-letter briefs you can share with your professors.',
   'LifeBuoy', 'Unlock Kit', true, '/pricing',
   '#', 'CV and recommendation letters');

-- What buyers get: premium items' own links are readable only with a paid purchase (RLS). The demo
-- documents live on a placeholder host; a real deployment links its own (e.g. shared drive) files.
insert into public.premium_resource_links (resource_id, url)
  select r.id, l.url
  from (values
    ('Statement of Purpose Template Pack', 'https://example.com/premium/sop-template-pack'),
    ('Visa File Review Checklist', 'https://example.com/premium/visa-file-review-checklist'),
    ('Admissions Interview Question Bank', 'https://example.com/premium/interview-question-bank'),
    ('Europass CV and Recommendation Letter Kit', 'https://example.com/premium/europass-cv-and-lor-kit')
  ) as l (title, url)
  join public.resource_items r on r.title = l.title;


-- ── Pricing plans ────────────────────────────────────────────────────────────────────────────
-- Counselling is free; these are optional paid services. The top plan has no price id on purpose,
-- so the "Payment Not Configured" path can be seen.

insert into public.pricing_plans (name, description, price_inr, features, theme_color, is_most_popular, stripe_price_id) values
  ('Document Review',
   'Optional one-off review of your key documents by a counsellor. Our consultation and shortlisting stay free.',
   4999,
   array['Statement of purpose review (one round)', 'CV review in Europass format', 'Check of your university shortlist', 'Written feedback within 5 working days'],
   'blue', false, 'price_1DemoBasic'),
  ('Application Plus',
   'Hands-on help with up to five applications, from documents to portal submissions.',
   14999,
   array['SOP editing (up to three rounds)', 'Recommendation letter guidance', 'Up to 5 applications checked before submission', 'uni-assist / Studielink / Universitaly walkthrough', 'Scholarship application review'],
   'purple', true, 'price_1DemoPlus'),
  ('Visa and Arrival Premium',
   'Everything in Application Plus, plus a full visa file check and priority mentoring until you arrive.',
   29999,
   array['Everything in Application Plus', 'Complete visa file check', 'Blocked account and health insurance guidance', 'Mock visa interview', 'Priority mentoring until arrival'],
   'gold', false, null);


-- ── News ─────────────────────────────────────────────────────────────────────────────────────

insert into public.news (title, summary, date, sourcename, articleurl, imageplaceholdertext) values
  ('Germany: blocked account requirement is €11,904 a year',
   'Since 1 January 2025, non-EU students applying for a German student visa must show €992 per month (€11,904 per year), usually in a blocked account. Check the current figure with the German mission before you open the account.',
   '2025-01-08', 'Study in Germany', 'https://www.study-in-germany.de/en/', 'Euro notes and a passport'),
  ('Deutschlandticket costs €63 a month from 2026',
   'The nationwide public transport ticket rose from €58 to €63 per month in January 2026. Students usually pay less through the Deutschlandsemesterticket included in their semester fee.',
   '2025-09-19', 'Deutsche Bahn', 'https://www.bahn.com/en', 'A regional train in Germany'),
  ('Dutch universities scale back English-taught Bachelor''s programmes',
   'Following government plans to balance internationalisation and budget cuts, several Dutch universities are converting English-taught Bachelor''s to Dutch or capping international intake. Check the language of instruction and deadlines before you apply.',
   null, 'Study in NL', 'https://www.studyinnl.org/', 'Canal houses in Amsterdam'),
  ('France: what non-EU students actually pay',
   'Public universities may charge non-EU students differentiated fees of €2,895 for a Licence and €3,941 for a Master''s per year, but many grant exemptions so students pay the national rate. Ask your university before budgeting.',
   '2025-07-02', 'Campus France', 'https://www.campusfrance.org/en', 'A French university lecture hall'),
  ('Sweden: autumn 2027 applications open in October',
   'Applications for Master''s programmes starting in autumn 2027 open on universityadmissions.se in mid-October 2026 and close on 15 January 2027. Non-EU applicants pay a SEK 900 application fee.',
   '2026-10-15', 'University Admissions in Sweden', 'https://www.universityadmissions.se/en/', 'Stockholm in autumn'),
  ('Norway: tuition fees for non-EU students, two years on',
   'Since autumn 2023 Norwegian public universities charge students from outside the EU/EEA and Switzerland. Fees vary by university and programme; budget for living costs too.',
   '2025-08-20', 'Study in Norway', 'https://www.studyinnorway.no/', 'The Oslo fjord'),
  ('Ireland: staying on after graduation with Stamp 1G',
   'Under the Third Level Graduate Programme, non-EU graduates can stay to look for work for 12 months after a Level 8 Bachelor''s or 24 months after a Level 9 Master''s.',
   '2025-05-14', 'Irish Immigration Service', 'https://www.irishimmigration.ie/', 'Graduation caps in Dublin'),
  ('Ten document tips for your Schengen student visa',
   'Bring originals and copies, make sure names match across all documents, show funds for the full year, book the appointment as soon as you have your admission letter, and never submit unverifiable bank statements.',
   null, 'Counselling team', null, 'A student visa application folder'),
  ('Italy: pre-enrol on Universitaly before your visa appointment',
   'Non-EU students admitted to an Italian university must complete pre-enrolment on the Universitaly portal, which the embassy checks before issuing a study visa. Start early: summer queues are long.',
   '2026-03-10', 'Universitaly', 'https://www.universitaly.it/', 'An Italian university courtyard'),
  ('Germany: 18 months to find a job after graduation',
   'International graduates of German universities can apply for a residence permit of up to 18 months to look for a job that matches their degree, and may work freely during that time.',
   '2025-11-03', 'Make it in Germany', 'https://www.make-it-in-germany.com/en/', 'A graduate in a Berlin office');


-- ── Community stories ────────────────────────────────────────────────────────────────────────

insert into public.community_blog_posts (title, content, author, created_at) values
  ('From Pune to Munich: my first semester at TUM',
   'When I got my admission to TUM for Data Engineering and Analytics I was excited and terrified. The tuition for non-EU students was new that year, so I planned every euro: blocked account, the semester fee, and a small buffer for the first month.

Finding a room was the hardest part. I applied to the Studierendenwerk the day I got my admission and still spent my first six weeks in a short-term sublet. Start early and never pay a deposit before you have seen the room or signed a contract.

The teaching is demanding but fair. Nobody checks attendance; you are expected to manage yourself. Join the study groups in the first week – that is how I found friends and the best lecture notes.',
   'Ananya Kulkarni', now() - interval '4 days' - interval '3 hours'),
  ('Why I chose Italy over the UK',
   'My parents assumed I would go to the UK like my cousins. When we compared the numbers, Politecnico di Milano came out far cheaper: my fee is income-based, and I received the regional DSU scholarship, which covers a lot of my living costs.

The Universitaly pre-enrolment and the visa took longer than I expected, so apply in the first round if you can. Milan is expensive for rent, but the under-27 ATM pass and cooking at home keep my budget under control.',
   'Rahul Verma', now() - interval '11 days' - interval '5 hours'),
  ('Studying in Germany without speaking German (yet)',
   'I started my English-taught Master''s at RWTH Aachen with only A1 German. University life was fine in English, but the city was not: landlords, the Ausländerbehörde and part-time jobs all became easier once I reached B1.

My advice: do at least A2 before you fly, then take the free courses at your university''s language centre. It is the best investment I made.',
   'Anonymous Explorer', now() - interval '19 days' - interval '1 hour'),
  ('A Nepali student''s guide to Vienna',
   'Austria was never on my list until a counsellor told me about the low tuition at public universities and the fee waiver for students from some developing countries. I now study Data Science at the University of Vienna.

The application deadline for non-EU students was earlier than I thought (5 September for the winter semester), and the residence permit needed many certified translations. Keep scans of everything. Vienna itself is safe, green and surprisingly affordable if you live in a student residence.',
   'Sujan Shrestha', now() - interval '33 days' - interval '6 hours'),
  ('The Netherlands housing crisis is real – here is how I survived',
   'I got into Utrecht University and then discovered there were almost no rooms. What worked for me: booking the university''s short-stay housing the moment it opened, joining every student housing group, and refusing any offer that asked for money before a viewing.

One year later I share a house with four students and pay €620 a month. It is possible, but start the search the same week you accept your offer.',
   'Farhana Akter', now() - interval '47 days' - interval '2 hours'),
  ('My Sweden application, step by step',
   'I applied to KTH and Lund through universityadmissions.se in December and paid the SEK 900 application fee. The hardest part was the document upload: every transcript needed to be in English or officially translated.

I also applied for the Swedish Institute scholarship, which needs a separate application and a strong motivation letter showing leadership experience. I did not get it the first time, but KTH''s own scholarship came through in my second year of trying.',
   'Kavindu Perera', now() - interval '62 days' - interval '4 hours'),
  ('What nobody tells you about the blocked account',
   'Open the blocked account early. The transfer from India took a week, and the confirmation letter took another few days. The visa appointment cannot go ahead without it.

Once you arrive, you get a fixed amount released every month. Budget with that number, not with the total, and keep some extra money in an Indian account for emergencies.',
   'Anonymous Explorer', now() - interval '78 days' - interval '7 hours'),
  ('From Lahore to Dublin: one year at Trinity',
   'Ireland is not cheap, but the Government of Ireland scholarship made my Master''s possible. Dublin rents are the biggest challenge; I spent my first month in a hostel before finding a room.

The one-year Master''s is intense, and the Stamp 1G afterwards gives you time to find work. Start networking from day one: career fairs happen in the first semester.',
   'Ayesha Malik', now() - interval '95 days' - interval '3 hours'),
  ('Learning French before Grenoble made all the difference',
   'My Master''s at Grenoble is in English, but I spent six months learning French beforehand. It helped with the CAF housing aid forms, the bank and making friends outside the international bubble.

The mountains are beautiful, the tram takes you everywhere, and the CROUS canteen meal is the best deal in France.',
   'Arjun Nair', now() - interval '120 days' - interval '5 hours');


-- ── Videos ───────────────────────────────────────────────────────────────────────────────────
-- Well-known public TED/TEDx talks, chosen so the embeds work out of the box; replace them with
-- the consultancy's own videos in the console (Admin → Videos).

insert into public.videos (title, description, youtube_video_id, created_at) values
  ('Preparing for admissions interviews: How to speak so that people want to listen',
   'Julian Treasure (TED) on voice and clarity. Useful before university and embassy interviews.',
   'eIho2S0ZahI', now() - interval '3 days'),
  ('Learning German from zero: The first 20 hours',
   'Josh Kaufman (TEDxCSU) on learning any new skill fast. We recommend his approach for reaching A1/A2 German before you fly.',
   '5MgBikgcWnY', now() - interval '10 days'),
  ('Living abroad: The danger of a single story',
   'Chimamanda Ngozi Adichie (TED) on how single stories shape what we think of other people and places. Worth watching before moving to a new country.',
   'D9Ihs241zeg', now() - interval '18 days'),
  ('Exam season abroad: How to make stress your friend',
   'Kelly McGonigal (TED) on handling stress, for your first exam period at a European university.',
   'RcGyVTAoXEU', now() - interval '26 days'),
  ('Beating deadlines: Inside the mind of a master procrastinator',
   'Tim Urban (TED) on procrastination. Application portals close at midnight CET, so start early!',
   'arj7oStGLkU', now() - interval '40 days'),
  ('Writing your motivation letter: Grit',
   'Angela Lee Duckworth (TED) on passion and perseverance, the qualities admissions committees look for in a statement of purpose.',
   'H14bBuluwB8', now() - interval '55 days'),
  ('Choosing what to study: Do schools kill creativity?',
   'Sir Ken Robinson (TED) on education and talent. A good starting point for choosing a programme you actually enjoy.',
   'iG9CE55wbtY', now() - interval '70 days');


-- ── Careers ──────────────────────────────────────────────────────────────────────────────────

insert into public.careers (title, location, type, description, "imagePlaceholderText", "applyLink", created_at) values
  ('Student Counsellor – Germany and Austria', 'Remote (India)', 'Full-time',
   'Guide students through programme selection, uni-assist applications, blocked accounts and visa files for Germany and Austria. You studied in a German-speaking country and speak Hindi or another South Asian language.',
   'A counsellor on a video call', 'mailto:careers@example.org?subject=Student%20Counsellor', now() - interval '6 days'),
  ('Content Writer – Study in Europe', 'Remote (Nepal or India)', 'Part-time',
   'Write clear, accurate guides and news summaries about European universities, scholarships and visas. Strong research skills and plain English matter more than experience.',
   'A laptop with a draft article', 'mailto:careers@example.org?subject=Content%20Writer', now() - interval '14 days'),
  ('Visa Documentation Specialist', 'Remote (Bangladesh)', 'Full-time',
   'Review visa files for Schengen student visas, spot inconsistencies early and keep our country checklists up to date.',
   'Organised document folders', 'mailto:careers@example.org?subject=Visa%20Documentation%20Specialist', now() - interval '25 days'),
  ('Community and Social Media Intern', 'Remote', 'Internship',
   'Help run our student community, collect stories from alumni and plan our YouTube content. Ideal for a current student in Europe.',
   'A phone showing a student community feed', '#', now() - interval '40 days'),
  ('Student Ambassador – Netherlands', 'Amsterdam, Netherlands', 'Part-time',
   'Share your experience with prospective students in live sessions and help them with housing and registration questions. 5–8 hours per week.',
   'Students cycling in Amsterdam', 'mailto:careers@example.org?subject=Student%20Ambassador', now() - interval '52 days');


-- ── Testimonials ─────────────────────────────────────────────────────────────────────────────

insert into public.testimonials (author_name, author_role, content, university_name, country_studied, rating, is_featured, image_url, created_at) values
  ('Ananya Kulkarni', 'Student',
   'The counsellors helped me understand the new TUM fees and plan my budget honestly. I never paid a rupee for the consultation.',
   'Technical University of Munich', 'Germany', 5, true, null, now() - interval '5 days'),
  ('Sujan Shrestha', 'Student',
   'I did not know Austrian universities waive fees for some countries. That one tip changed where I applied.',
   'University of Vienna', 'Austria', 5, true, null, now() - interval '16 days'),
  ('Farhana Akter', 'Alum',
   'Clear advice about Dutch deadlines and the housing shortage. I arrived prepared instead of panicking.',
   'Utrecht University', 'Netherlands', 5, true, null, now() - interval '30 days'),
  ('Meena Sharma', 'Parent',
   'As a parent I wanted to know every cost in advance. They walked us through the blocked account and insurance step by step.',
   'RWTH Aachen University', 'Germany', 5, false, null, now() - interval '44 days'),
  ('Kavindu Perera', 'Student',
   'Very helpful with my Swedish applications. The SOP feedback was detailed, though I would have liked faster replies during the January rush.',
   'KTH Royal Institute of Technology', 'Sweden', 4, false, null, now() - interval '60 days'),
  ('Ayesha Malik', 'Alum',
   'They helped me find the Government of Ireland scholarship and prepare my application. Dublin rents were still a shock!',
   'Trinity College Dublin', 'Ireland', 4, false, null, now() - interval '85 days'),
  ('Rohan Das', 'Intern',
   'Interning with the team taught me how much care goes into each visa file. Students are treated as people, not leads.',
   null, null, 5, false, null, now() - interval '100 days');


-- ── Interviews ───────────────────────────────────────────────────────────────────────────────
-- Recorded conversations with students and alumni for the video hub.

insert into public.interviews (interviewee_name, interviewee_role, interview_date, video_link, status, notes, created_at) values
  ('Ananya Kulkarni', 'M.Sc. student, TUM', (current_date - 20), 'https://example.org/recordings/ananya-tum',
   'Completed', 'Fees, housing in Munich and first-semester tips. Edit down to 10 minutes.', now() - interval '30 days'),
  ('Sujan Shrestha', 'M.Sc. student, University of Vienna', (current_date + 9), null,
   'Scheduled', 'Focus on the fee waiver and residence permit process.', now() - interval '12 days'),
  ('Farhana Akter', 'Alum, Utrecht University', null, null,
   'Pending', 'Asked about housing search; waiting for her availability.', now() - interval '8 days'),
  ('Kavindu Perera', 'M.Sc. student, KTH', null, null,
   'Pending', 'Swedish Institute scholarship story; needs consent form.', now() - interval '6 days'),
  ('Rahul Verma', 'M.Sc. student, Politecnico di Milano', null, null,
   'Pending', null, now() - interval '2 days'),
  ('Ayesha Malik', 'Alum, Trinity College Dublin', (current_date - 45), null,
   'Cancelled', 'Rescheduling after her job start; keep in touch.', now() - interval '50 days');


-- ── Leads (contact messages) ─────────────────────────────────────────────────────────────────

insert into public.contacts (name, email, subject, message, created_at) values
  ('Priya Sharma', 'priya.sharma@example.com', 'Master''s in Data Science – Germany or Netherlands?',
   'Hello, I am finishing my B.Tech in Computer Science (CGPA 8.2) and want to do a Master''s in Data Science. Should I focus on Germany or the Netherlands given my budget of about ₹15 lakh in total?',
   now() - interval '1 day' - interval '2 hours'),
  ('Md. Tanvir Hossain', 'tanvir.hossain@example.org', 'IELTS score for Sweden',
   'I have IELTS 6.5 with 6.0 in writing. Is that enough for KTH or Lund Master''s programmes?',
   now() - interval '3 days' - interval '5 hours'),
  ('Sita Gurung', 'sita.gurung@example.com', 'Bachelor''s in nursing in Europe',
   'I completed +2 Science in Nepal. Are there English-taught nursing Bachelor''s at public universities, for example in Finland?',
   now() - interval '6 days' - interval '1 hour'),
  ('Hamza Qureshi', 'hamza.qureshi@example.org', 'Blocked account from Pakistan',
   'Which blocked account providers accept transfers from Pakistan, and how long does the confirmation usually take?',
   now() - interval '11 days' - interval '4 hours'),
  ('Nimali Fernando', 'nimali.fernando@example.com', 'Free consultation booking',
   'I tried to book a free call but all slots this week are full. Can someone call me next week? I am interested in Italy.',
   now() - interval '17 days' - interval '3 hours'),
  ('Arjun Mehta', 'arjun.mehta@example.com', 'Gap year after graduation',
   'I graduated in 2023 and have worked for two years. Will the gap affect my applications to German universities?',
   now() - interval '24 days' - interval '6 hours'),
  ('Lakshmi Iyer', 'lakshmi.iyer@example.org', 'Question from a parent',
   'My daughter wants to study architecture in Italy. How safe is Milan for students, and what does accommodation cost?',
   now() - interval '29 days' - interval '2 hours'),
  ('Rakib Hasan', 'rakib.hasan@example.com', 'MBBS in Europe?',
   'Do public universities in Europe offer medicine in English for non-EU students, and what are the fees?',
   now() - interval '38 days' - interval '7 hours'),
  ('Dilshan Jayasuriya', 'dilshan.j@example.org', 'Application Plus plan',
   'Does the Application Plus plan include help with the uni-assist VPD? I am applying to three universities in Germany.',
   now() - interval '46 days' - interval '1 hour'),
  ('Kiran Thapa', 'kiran.thapa@example.com', 'Part-time work rules',
   'How many hours can non-EU students work in Germany and the Netherlands during their studies?',
   now() - interval '57 days' - interval '4 hours');


-- ── Universities' other names ──────────────────────────────
-- Their own-language names and common short forms, which students search by.
update public.universities_data u
set other_names = n.other_names
from (values
  ('Technical University of Munich', array['Technische Universität München', 'TUM', 'TU München']),
  ('Ludwig Maximilian University of Munich', array['Ludwig-Maximilians-Universität München', 'LMU München']),
  ('Heidelberg University', array['Ruprecht-Karls-Universität Heidelberg', 'Universität Heidelberg']),
  ('Humboldt University of Berlin', array['Humboldt-Universität zu Berlin', 'HU Berlin']),
  ('RWTH Aachen University', array['Rheinisch-Westfälische Technische Hochschule Aachen']),
  ('University of Hamburg', array['Universität Hamburg']),
  ('Karlsruhe Institute of Technology', array['Karlsruher Institut für Technologie', 'KIT']),
  ('Sorbonne University', array['Sorbonne Université']),
  ('Aix-Marseille University', array['Aix-Marseille Université']),
  ('Claude Bernard University Lyon 1', array['Université Claude Bernard Lyon 1']),
  ('University of Amsterdam', array['Universiteit van Amsterdam', 'UvA']),
  ('Delft University of Technology', array['Technische Universiteit Delft', 'TU Delft']),
  ('Utrecht University', array['Universiteit Utrecht']),
  ('Erasmus University Rotterdam', array['Erasmus Universiteit Rotterdam']),
  ('The Hague University of Applied Sciences', array['De Haagse Hogeschool']),
  ('Complutense University of Madrid', array['Universidad Complutense de Madrid']),
  ('University of Barcelona', array['Universitat de Barcelona']),
  ('University of Valencia', array['Universitat de València']),
  ('University of Seville', array['Universidad de Sevilla']),
  ('University of Bologna', array['Università di Bologna', 'Alma Mater Studiorum']),
  ('Sapienza University of Rome', array['Sapienza Università di Roma']),
  ('University of Padua', array['Università degli Studi di Padova']),
  ('University of Copenhagen', array['Københavns Universitet']),
  ('Aarhus University', array['Aarhus Universitet']),
  ('KTH Royal Institute of Technology', array['Kungliga Tekniska högskolan']),
  ('Lund University', array['Lunds universitet']),
  ('University of Vienna', array['Universität Wien']),
  ('TU Wien', array['Technische Universität Wien', 'Vienna University of Technology']),
  ('University of Helsinki', array['Helsingin yliopisto']),
  ('Aalto University', array['Aalto-yliopisto']),
  ('KU Leuven', array['Katholieke Universiteit Leuven']),
  ('University of Warsaw', array['Uniwersytet Warszawski']),
  ('Charles University', array['Univerzita Karlova'])
) as n(university_name, other_names)
where u.university_name = n.university_name;

-- ── Programme figures ──────────────────────────────────────
-- Structured figures for every seeded programme, read from each university's own pages (or the official
-- national portal the university refers to) on 2026-11-23: the fee page is source_url, the deadline's
-- page deadline_source_url where it is another. A figure the official pages did not state is NULL, never
-- estimated; supabase/seed-evidence/programmes.json quotes what each page said and what was missing.
-- Rows with a seed_name complete a programme above; the others are added. Money: cents per year.
-- Programmes of the original seed that no official page confirmed (discontinued, renamed beyond
-- recognition, or not found) were removed, as were two universities left with fewer than three
-- confirmed programmes; supabase/seed-evidence/removed-programmes.json says why for each.

update public.universities_data u
set country_code = c.code
from (values
  ('Austria', 'AT'), ('Belgium', 'BE'), ('Czechia', 'CZ'), ('Denmark', 'DK'), ('Finland', 'FI'), ('France', 'FR'),
  ('Germany', 'DE'), ('Ireland', 'IE'), ('Italy', 'IT'), ('Netherlands', 'NL'), ('Norway', 'NO'), ('Poland', 'PL'),
  ('Spain', 'ES'), ('Sweden', 'SE')
) as c(country, code)
where u.country = c.country;

create temporary table program_figures on commit drop as
select * from (values
  ('Technical University of Munich', 'Management and Technology (B.Sc.)', 'Management and Technology (B.Sc.)', 'Bachelor''s', '04', '{}'::text[], null, null, 'Full-time', '{}'::smallint[], 'https://www.wi.tum.de/programs/undergraduate-program-2-2/faq/'),
  ('Technical University of Munich', 'Informatics (B.Sc.)', 'Informatics (B.Sc.)', 'Bachelor''s', '06', array['de']::text[], 3, null, 'Full-time', array[10]::smallint[], 'https://tum.de/en/studies/degree-programs/detail/informatics-bachelor-of-science-bsc'),
  ('Technical University of Munich', 'Data Engineering and Analytics (M.Sc.)', 'Data Engineering and Analytics (M.Sc.)', 'Master''s', '06', array['en']::text[], null, null, null, '{}'::smallint[], 'https://www.in.tum.de/en/in/for-prospective-students/apply-for-admission/faqs/'),
  ('Technical University of Munich', 'Management (M.Sc.)', 'Management (M.Sc.)', 'Master''s', '04', array['en', 'de']::text[], 2, null, 'Full-time', array[10]::smallint[], 'https://tum.de/en/studies/degree-programs/detail/management-main-location-munich-master-of-science-msc'),
  ('Technical University of Munich', 'Aerospace (M.Sc.)', 'Aerospace (M.Sc.)', 'Master''s', '07', array['de', 'en']::text[], 2, 120, 'Full-time', array[4, 10]::smallint[], 'https://www.ed.tum.de/en/ed/studies/degree-programs/aerospace-m-sc/'),
  ('Ludwig Maximilian University of Munich', 'Physics (B.Sc.)', 'Physics (B.Sc.)', 'Bachelor''s', '05', '{}'::text[], 3, null, null, '{}'::smallint[], 'http://www.en.physik.uni-muenchen.de/studying/program/program-structure/index.html'),
  ('Ludwig Maximilian University of Munich', 'Economics (M.Sc.)', 'Economics (M.Sc.)', 'Master''s', '03', array['en']::text[], 2, 120, 'Full-time', array[10]::smallint[], 'https://www.en.master.econ.uni-muenchen.de/faq/faqs-current-alt1/index.html'),
  ('Ludwig Maximilian University of Munich', 'Neurosciences (M.Sc.)', 'Neurosciences (M.Sc.)', 'Master''s', '05', array['en']::text[], null, null, null, array[10]::smallint[], 'https://www.gsn.uni-muenchen.de/apply/faq_prosp_students/index.html'),
  ('Ludwig Maximilian University of Munich', null, 'Statistics and Data Science (M.Sc.)', 'Master''s', '05', array['en']::text[], null, null, null, array[4, 10]::smallint[], 'https://www.stat.lmu.de/en/studies/interested-master'),
  ('Heidelberg University', 'Molecular Biosciences (M.Sc.)', 'Molecular Biosciences (M.Sc.)', 'Master''s', '05', array['en']::text[], null, null, null, array[10]::smallint[], 'https://www.bio.uni-heidelberg.de/en/faq'),
  ('Heidelberg University', 'Scientific Computing (M.Sc.)', 'Scientific Computing (M.Sc.)', 'Master''s', '05', array['en', 'de']::text[], 2, null, null, array[4, 10]::smallint[], 'https://www.mathinf.uni-heidelberg.de/en/studies/programs/master-scientific-computing'),
  ('Heidelberg University', 'Physics (M.Sc.)', 'Physics (M.Sc.)', 'Master''s', '05', array['en']::text[], 2, null, 'Full-time', array[4, 10]::smallint[], 'https://www.uni-heidelberg.de/en/study/all-subjects/physics/physics-master'),
  ('Heidelberg University', null, 'Data and Computer Science (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, null, 'Full-time or part-time', array[4, 10]::smallint[], 'https://www.uni-heidelberg.de/en/study/all-subjects/computer-science/data-and-computer-science-master'),
  ('Humboldt University of Berlin', 'Social Sciences (B.A.)', 'Social Sciences (B.A.)', 'Bachelor''s', '03', array['de']::text[], 3, null, null, '{}'::smallint[], 'https://www.hu-berlin.de/en/studies/counselling/course-catalogue/programme-descriptions/sowi'),
  ('Humboldt University of Berlin', 'Global Change Geography (M.Sc.)', 'Global Change Geography (M.Sc.)', 'Master''s', '05', '{}'::text[], null, null, null, '{}'::smallint[], 'https://www.geographie.hu-berlin.de/en/studies/study-programs/master-degree-programs/master-of-science/master-of-science'),
  ('Humboldt University of Berlin', null, 'Economics (M.Sc.)', 'Master''s', '03', array['en']::text[], 2, 120, null, array[10]::smallint[], 'https://www.wiwi.hu-berlin.de/en/study/sb/studium/Master%20VWL.html'),
  ('Humboldt University of Berlin', null, 'Business Administration (M.Sc.)', 'Master''s', '04', array['en']::text[], 2, 120, null, array[10]::smallint[], 'https://www.wiwi.hu-berlin.de/en/study/sb/studium/Master%20BWL.html-en'),
  ('RWTH Aachen University', 'Mechanical Engineering (B.Sc.)', 'Mechanical Engineering (B.Sc.)', 'Bachelor''s', '07', array['de']::text[], 3.5, 210, null, array[10]::smallint[], 'https://www.rwth-aachen.de/cms/root/Studium/Vor_dem_Studium/Studiengaenge/Liste_Aktuelle_Studiengaenge/Studiengangbeschreibung/~bnev/Maschinenbau_B_Sc_/?lidx=1'),
  ('RWTH Aachen University', 'Computer Science (M.Sc.)', 'Computer Science (M.Sc.)', 'Master''s', '06', array['de', 'en']::text[], 2, 120, null, array[4, 10]::smallint[], 'https://www.rwth-aachen.de/go/id/bcfg?lidx=1'),
  ('RWTH Aachen University', 'Data Science (M.Sc.)', 'Data Science (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, 120, null, array[4, 10]::smallint[], 'https://www.rwth-aachen.de/go/id/pzpc?lidx=1'),
  ('RWTH Aachen University', null, 'Electrical Engineering, Information Technology and Computer Engineering (M.Sc.)', 'Master''s', '07', array['en']::text[], 2, 120, 'Full-time', array[4, 10]::smallint[], 'https://www.rwth-aachen.de/go/id/bngt/lidx/1'),
  ('University of Hamburg', 'Business Administration (B.Sc.)', 'Business Administration (B.Sc.)', 'Bachelor''s', '04', '{}'::text[], null, null, null, '{}'::smallint[], 'http://www.uni-hamburg.de/fachbereiche-einrichtungen/fb03/oew/perso/Zula.html'),
  ('University of Hamburg', 'Economics (M.Sc.)', 'Economics (M.Sc.)', 'Master''s', '03', array['en']::text[], null, null, null, array[10]::smallint[], 'https://www.wiso.uni-hamburg.de/studienbuero-volkswirtschaftslehre/studiengaenge/master-econ/mscecon-application-inhalt.html'),
  ('University of Hamburg', 'Integrated Climate System Sciences (M.Sc.)', 'Integrated Climate System Sciences (M.Sc.)', 'Master''s', '05', array['en']::text[], null, null, null, '{}'::smallint[], 'https://www.sicss.uni-hamburg.de/msc-programs/msc-integrated-climate-science/faq.html'),
  ('University of Hamburg', null, 'Business Administration (Betriebswirtschaft) - English Track (M.Sc.)', 'Master''s', '04', array['en', 'de']::text[], 2, 120, null, array[10]::smallint[], 'https://www.bwl.uni-hamburg.de/studium/master-studiengaenge/master-of-science-bwl/bewerbung.html'),
  ('Karlsruhe Institute of Technology', 'Mechanical Engineering (B.Sc.)', 'Mechanical Engineering (B.Sc.)', 'Bachelor''s', '07', array['de']::text[], 3, 180, 'Full-time', array[10]::smallint[], 'https://www.sle.kit.edu/english/vorstudium/bachelor-mechanical-engineering.php'),
  ('Karlsruhe Institute of Technology', 'Informatics (B.Sc.)', 'Informatics (B.Sc.)', 'Bachelor''s', '06', array['de']::text[], 3, 180, 'Full-time', array[10]::smallint[], 'https://www.sle.kit.edu/english/vorstudium/bachelor-informatics.php'),
  ('Karlsruhe Institute of Technology', 'Optics and Photonics (M.Sc.)', 'Optics and Photonics (M.Sc.)', 'Master''s', '05', array['en']::text[], 2, 120, 'Full-time', array[10]::smallint[], 'https://www.sle.kit.edu/english/vorstudium/master-optics-photonics.php'),
  ('Karlsruhe Institute of Technology', 'Remote Sensing and Geoinformatics (M.Sc.)', 'Remote Sensing and Geoinformatics (M.Sc.)', 'Master''s', '05', array['en']::text[], 2, 120, 'Full-time', array[4, 10]::smallint[], 'https://www.sle.kit.edu/english/vorstudium/master-remote-sensing-geoinformatics.php'),
  ('Karlsruhe Institute of Technology', null, 'Mechanical Engineering (International) (B.Sc.)', 'Bachelor''s', '07', array['en']::text[], 3, 180, 'Full-time', array[10]::smallint[], 'https://www.sle.kit.edu/english/vorstudium/bachelor-mechanical-engineering-international.php'),
  ('Université Paris-Saclay', 'Master in Computer Science', 'Master in Computer Science', 'Master''s', '06', array['en', 'fr']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://ai-master.lisn.upsaclay.fr'),
  ('Université Paris-Saclay', 'Master in Physics', 'Master in Physics', 'Master''s', '05', array['en', 'fr']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://www.universite-paris-saclay.fr/en/education/master/physics'),
  ('Université Paris-Saclay', null, 'Life Sciences and Health - M1 International Track in France (Orsay site) (Master)', 'Master''s', '05', array['en']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://www.universite-paris-saclay.fr/en/education/master/life-sciences-and-health/m1-international-track-france-site-orsay'),
  ('Université Paris-Saclay', null, 'Public Health (Santé publique) - M1 Méthodes en santé publique, filières non médicales (Master)', 'Master''s', '09', array['fr']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://www.universite-paris-saclay.fr/en/education/master/public-health/m1-methodes-en-sante-publique-filieres-non-medicales'),
  ('Sorbonne University', 'Master in Computer Science', 'Master in Computer Science', 'Master''s', '06', array['fr', 'en']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://sciences.sorbonne-universite.fr/en/masters/master-computer-science/digital-international-program-digit'),
  ('Sorbonne University', 'Master in Mathematics and Applications', 'Master in Mathematics and Applications', 'Master''s', '05', array['fr']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://www.ljll.fr/MathModel/presentation/organisation.html'),
  ('Sorbonne University', 'Master in Physics', 'Master in Physics', 'Master''s', '05', array['fr', 'en']::text[], 2, null, 'Full-time or part-time', array[9]::smallint[], 'https://sciences.sorbonne-universite.fr/en/masters/master-fundamental-physics-and-applications/m1-first-year-master'),
  ('Sorbonne University', null, 'Marine Sciences (Master)', 'Master''s', '05', '{}'::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://sciences.sorbonne-universite.fr/en/masters/master-marine-sciences'),
  ('Université Grenoble Alpes', 'Licence in Physics', 'Licence in Physics', 'Bachelor''s', '05', array['fr']::text[], null, null, 'Full-time', array[9]::smallint[], 'https://monorientation.univ-grenoble-alpes.fr/qu-est-ce-que-la-physique-/'),
  ('Université Grenoble Alpes', 'Master of Science in Informatics at Grenoble (MoSIG)', 'Master of Science in Informatics at Grenoble (MoSIG)', 'Master''s', '06', array['en']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://mosig.imag.fr/MainEn/Admissions'),
  ('Université Grenoble Alpes', 'Master in Industrial and Applied Mathematics (MSIAM)', 'Master in Industrial and Applied Mathematics (MSIAM)', 'Master''s', '05', array['en']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://relint.imag.fr/MainEn/Admission'),
  ('Université Grenoble Alpes', null, 'Cybersecurity (CySec) (Master)', 'Master''s', '06', array['en']::text[], null, null, 'Full-time', array[9]::smallint[], 'https://relint.imag.fr/MainEn/Admission'),
  ('Aix-Marseille University', 'Master in Economics (AMSE)', 'Master in Economics (AMSE)', 'Master''s', '03', array['en']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://formations.univ-amu.fr/ME5BSE-en.html'),
  ('Aix-Marseille University', 'Master in Neurosciences', 'Master in Neurosciences', 'Master''s', '05', '{}'::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://neuro-marseille.org/en/international/coming-to-marseille/'),
  ('Aix-Marseille University', null, 'Econometrics, Statistics - AMSE (Master)', 'Master''s', '05', '{}'::text[], null, null, 'Full-time', array[9]::smallint[], 'https://www.amse-aixmarseille.fr/en/study/amse-international-fellowships'),
  ('Claude Bernard University Lyon 1', 'Licence in Computer Science', 'Licence in Computer Science', 'Bachelor''s', '06', array['fr']::text[], 3, 180, 'Full-time', array[9]::smallint[], 'http://offre-de-formations.univ-lyon1.fr/parcours-1224/informatique-et-mathematiques.html'),
  ('Claude Bernard University Lyon 1', null, 'Master de Physique, parcours Astrophysique (ASTRO) (Master)', 'Master''s', '05', array['fr', 'en']::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://offre-de-formations.univ-lyon1.fr/parcours-1243/m2-astrophysique.html'),
  ('Claude Bernard University Lyon 1', null, 'Neurosciences (Master)', 'Master''s', '05', array['en']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://graduate-plus.fr/?p=14961'),
  ('Claude Bernard University Lyon 1', null, 'Cancer (Master)', 'Master''s', '05', array['en', 'fr']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://graduate-plus.fr/en/2026-master-excellence-scholarships-innovinonco'),
  ('University of Amsterdam', 'Psychology (B.Sc.)', 'Psychology (B.Sc.)', 'Bachelor''s', '03', array['en']::text[], 3, null, 'Full-time', array[9]::smallint[], 'https://iis.uva.nl/shared/programmas/en/bachelors/psychology/application-and-admission/international-prior-education/application-and-admission.html'),
  ('University of Amsterdam', 'Economics and Business Economics (B.Sc.)', 'Economics and Business Economics (B.Sc.)', 'Bachelor''s', '03', array['en']::text[], 3, null, 'Full-time', array[9]::smallint[], 'https://www.uva.nl/en/programmes/bachelors/economics--business-economics/application-and-admission/international-prior-education/1.-check-the-entry-requirements/entry-requirements.html'),
  ('University of Amsterdam', 'Data Science (M.Sc.)', 'Data Science (M.Sc.)', 'Master''s', '06', array['en']::text[], 1, null, 'Full-time', array[9]::smallint[], 'https://www.uva.nl/shared-content/programmas/en/masters/information-studies-data-science/application-and-admission/international-prior-education/international-prior-education-foldout-menu.html'),
  ('University of Amsterdam', 'Artificial Intelligence (M.Sc.)', 'Artificial Intelligence (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://uva.nl/shared-content/programmas/en/masters/artificial-intelligence/application-and-admission/international-prior-education/international-prior-education-foldout-menu.html'),
  ('University of Amsterdam', null, 'Child Development and Education (Research Master)', 'Master''s', '01', array['en']::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://www.uva.nl/shared-content/programmas/en/research-masters/child-development-and-education-research/study-programme/study-programme.html'),
  ('Delft University of Technology', 'Aerospace Engineering (B.Sc.)', 'Aerospace Engineering (B.Sc.)', 'Bachelor''s', '07', array['en']::text[], 3, null, 'Full-time', array[9]::smallint[], 'https://www.tudelft.nl/en/ae/education/bsc-aerospace-engineering/selection-procedure/'),
  ('Delft University of Technology', 'Sustainable Energy Technology (M.Sc.)', 'Sustainable Energy Technology (M.Sc.)', 'Master''s', '07', array['en']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://www.tudelft.nl/onderwijs/opleidingen/masters/set/msc-sustainable-energy-technology/admission-and-application/admission-and-application-for-international-applicants'),
  ('Delft University of Technology', null, 'Management of Technology (MSc)', 'Master''s', '04', array['en']::text[], null, null, 'Full-time', array[9]::smallint[], 'https://www.tudelft.nl/onderwijs/opleidingen/masters/management-of-technology/msc-management-of-technology/application-and-admission/non-dutch-bsc-degree'),
  ('Utrecht University', 'Global Sustainability Science (B.Sc.)', 'Global Sustainability Science (B.Sc.)', 'Bachelor''s', '05', array['en']::text[], 3, null, 'Full-time', array[9]::smallint[], 'https://www.uu.nl/en/bachelors/global-sustainability-science/application-and-admission'),
  ('Utrecht University', 'Applied Data Science (M.Sc.)', 'Applied Data Science (M.Sc.)', 'Master''s', '06', array['en']::text[], 1, null, 'Full-time', array[9]::smallint[], 'https://www.uu.nl/masters/en/applied-data-science/admission-and-application/nl/uu'),
  ('Utrecht University', 'Artificial Intelligence (M.Sc.)', 'Artificial Intelligence (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://www.uu.nl/en/masters/artificial-intelligence/admission-and-application/degree-from-a-dutch-research-university'),
  ('Utrecht University', null, 'Sustainable Development (MSc)', 'Master''s', '05', array['en']::text[], null, null, 'Full-time', array[9]::smallint[], 'https://www.uu.nl/en/masters/sustainable-development/admission-and-application/degree-from-a-dutch-research-university'),
  ('Erasmus University Rotterdam', 'International Business Administration (B.Sc.)', 'International Business Administration (B.Sc.)', 'Bachelor''s', '04', array['en']::text[], 3, null, 'Full-time', array[9]::smallint[], 'https://www.eur.nl/english/bachelor/programmes/iba/apply/'),
  ('Erasmus University Rotterdam', 'International Bachelor Economics and Business Economics (IBEB)', 'International Bachelor Economics and Business Economics (IBEB)', 'Bachelor''s', '03', array['en']::text[], 3, null, 'Full-time', array[9]::smallint[], 'https://www.eur.nl/en/ese/bachelor/international-bachelor-economics-and-business-economics/application'),
  ('Erasmus University Rotterdam', 'Finance and Investments (M.Sc.)', 'Finance and Investments (M.Sc.)', 'Master''s', '04', array['en']::text[], 1, null, 'Full-time', array[8]::smallint[], 'https://www.rsm.nl/education/master/msc-programmes/msc-finance-investments/'),
  ('Erasmus University Rotterdam', null, 'Economics and Business (Erasmus School of Economics) (MSc)', 'Master''s', '03', array['en']::text[], null, null, 'Full-time', array[9]::smallint[], 'https://www.eur.nl/en/ese/education/master/application/students-international-diploma/application-procedure-economics-and-business'),
  ('The Hague University of Applied Sciences', 'International Business (B.B.A.)', 'International Business (B.B.A.)', 'Bachelor''s', '04', array['en']::text[], 4, null, 'Full-time', array[9]::smallint[], 'https://www.thehagueuniversity.com/programmes/bachelors/international-business-4/during-the-programme'),
  ('The Hague University of Applied Sciences', 'European Studies (B.A.)', 'European Studies (B.A.)', 'Bachelor''s', '03', array['en']::text[], 4, null, 'Full-time', array[9]::smallint[], 'https://www.thehagueuniversity.com/programmes/bachelors/european-studies-4/before-the-programme'),
  ('The Hague University of Applied Sciences', null, 'Process & Food Technology (4 years) (Bachelor (HBO))', 'Bachelor''s', '07', array['en']::text[], 4, null, 'Full-time', array[9]::smallint[], 'https://www.thehagueuniversity.com/programmes/bachelors/process-food-technology-4/before-the-programme'),
  ('Trinity College Dublin', 'Computer Science (B.A.)', 'Computer Science (B.A.)', 'Bachelor''s', '06', array['en']::text[], 4, null, 'Full-time', array[9]::smallint[], 'https://www.tcd.ie/scss/courses/undergraduate/computer-science/'),
  ('Trinity College Dublin', 'Business, Economic and Social Studies (BESS)', 'Business, Economic and Social Studies (BESS)', 'Bachelor''s', '04', array['en']::text[], 4, null, 'Full-time', array[9]::smallint[], 'https://www.tcd.ie/Political_Science/programmes/undergraduate/bess/'),
  ('Trinity College Dublin', 'Computer Science – Data Science (M.Sc.)', 'Computer Science – Data Science (M.Sc.)', 'Master''s', '06', array['en']::text[], 1, null, 'Full-time', array[9]::smallint[], 'https://www.scss.tcd.ie/postgraduate/msc-cs/course-structure.php'),
  ('University College Dublin', 'Computer Science (B.Sc.)', 'Computer Science (B.Sc.)', 'Bachelor''s', '06', array['en']::text[], 4, 240, 'Full-time', array[9]::smallint[], 'https://hub.ucd.ie/usis/!W_HU_MENU.P_PUBLISH?p_tag=COURSE&MAJR=CSSA'),
  ('University College Dublin', null, 'Space Science and Technology (MSc)', 'Master''s', '05', array['en']::text[], 1, 90, 'Full-time or part-time', '{}'::smallint[], 'http://www.ucd.ie/physics/spacescience/entryoptions/'),
  ('University College Dublin', null, 'International Relations (M.Sc.)', 'Master''s', '03', array['en']::text[], 1, 90, 'Full-time or part-time', array[9]::smallint[], 'https://hub.ucd.ie/usis/!W_HU_MENU.P_PUBLISH?p_tag=PROG&MAJR=W036'),
  ('University of Galway', 'Commerce (B.Comm.)', 'Commerce (B.Comm.)', 'Bachelor''s', '04', array['en']::text[], 3, null, 'Full-time', array[9]::smallint[], 'https://economics.universityofgalway.ie/business-public-policy-law/cairnes/currentstudents/visitingstudents'),
  ('University of Galway', 'Computer Science – Artificial Intelligence (M.Sc.)', 'Computer Science – Artificial Intelligence (M.Sc.)', 'Master''s', '06', array['en']::text[], null, null, null, '{}'::smallint[], null),
  ('University of Galway', null, 'Computer Science – Adaptive Cybersecurity (MSc)', 'Master''s', '06', array['en']::text[], 1, null, 'Full-time', '{}'::smallint[], 'https://www.universityofgalway.ie/courses/taught-postgraduate-courses/computer-science-adaptive-cybersecurity.html'),
  ('University of Galway', null, 'Computer Science and Information Technology (BSc (Hons))', 'Bachelor''s', '06', array['en']::text[], null, null, 'Full-time', '{}'::smallint[], 'https://universityofgalway.ie/courses/undergraduate-courses/computer-science-and-information-technology.html'),
  ('University College Cork', 'Computer Science (B.Sc.)', 'Computer Science (B.Sc.)', 'Bachelor''s', '06', array['en']::text[], 4, 240, 'Full-time', array[9]::smallint[], 'https://ucc-ie-public.courseleaf.com/programmes/bscs'),
  ('University College Cork', null, 'Data Science and Analytics (BSc (Hons))', 'Bachelor''s', '06', array['en']::text[], 4, 240, 'Full-time', array[9]::smallint[], 'https://ucc-ie-public.courseleaf.com/programmes/bscdsa'),
  ('University College Cork', null, 'Commerce (BComm (Hons))', 'Bachelor''s', '04', array['en']::text[], 4, null, 'Full-time', array[9]::smallint[], 'https://ucc-ie-public.courseleaf.com/programmes/bcom'),
  ('Complutense University of Madrid', 'Economics (Grado)', 'Economics (Grado)', 'Bachelor''s', '03', array['en']::text[], 4, null, 'Full-time', '{}'::smallint[], 'https://ucm.es/quimicafisica1/estudios/grado-economiaeningles-estudios-estructura'),
  ('Complutense University of Madrid', 'International Relations (Grado)', 'International Relations (Grado)', 'Bachelor''s', '03', array['es']::text[], 4, 240, 'Full-time', '{}'::smallint[], 'https://tribuna.ucm.es/estudios/2024-25/grado-relacionesinternacionales-estudios-estructura'),
  ('Complutense University of Madrid', null, 'Análisis Político (Máster Universitario)', 'Master''s', '03', array['es']::text[], 1, 60, 'Full-time', '{}'::smallint[], 'https://www.ucm.es/masteranalisispolitico-ucm/matricula-del-master'),
  ('University of Barcelona', 'Business Administration (Grau)', 'Business Administration (Grau)', 'Bachelor''s', '04', '{}'::text[], null, 240, 'Full-time', '{}'::smallint[], 'https://web.ub.edu/en/web/facultat-economia-empresa/w/infograu-grau-g1019'),
  ('University of Barcelona', 'Economics (Màster)', 'Economics (Màster)', 'Master''s', '03', array['en']::text[], 2, 120, 'Full-time', '{}'::smallint[], 'https://web.ub.edu/en/web/estudis/w/masterdegree-m0t07'),
  ('University of Barcelona', 'Biomedicine (Màster)', 'Biomedicine (Màster)', 'Master''s', '05', '{}'::text[], null, null, null, '{}'::smallint[], 'https://www.ub.edu/portal/web/medicine-health-sciences/specific-documentation-m010b'),
  ('University of Barcelona', null, 'Economics (Grau (Bachelor''s degree))', 'Bachelor''s', '03', array['ca', 'es', 'en']::text[], 4, null, 'Full-time', '{}'::smallint[], 'https://web.ub.edu/en/web/estudis/w/bachelordegree-g1115'),
  ('University of Barcelona', null, 'Biomedical Engineering (Master''s degree (Màster universitari))', 'Master''s', '07', '{}'::text[], null, null, null, '{}'::smallint[], 'https://www.ub.edu/portal/web/physics/university-master-s-degrees/-/ensenyament/detallEnsenyament/10241379/3'),
  ('Politecnico di Milano', 'Architectural Design (B.Sc.)', 'Architectural Design (B.Sc.)', 'Bachelor''s', '07', array['it', 'en']::text[], 3, 180, 'Full-time', array[10]::smallint[], 'https://www8.ceda.polimi.it/manifesti/manifesti/controller/extra/RegolamentoPublic.do?jaf_currentWFID=main&EVN_DEFAULT=evento&aa=2021&k_corso_la=1094&lang=EN'),
  ('Politecnico di Milano', 'Computer Science and Engineering (M.Sc.)', 'Computer Science and Engineering (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, null, 'Full-time', array[3, 10]::smallint[], 'https://onlineservices.polimi.it/manifesti/manifesti/controller/extra/RegolamentoPublic.do?jaf_currentWFID=main&EVN_DEFAULT=evento&aa=2024&k_corso_la=481&lang=EN'),
  ('Politecnico di Milano', 'Management Engineering (M.Sc.)', 'Management Engineering (M.Sc.)', 'Master''s', '07', array['en']::text[], 2, null, 'Full-time', array[3, 10]::smallint[], 'https://www8.ceda.polimi.it/manifesti/manifesti/controller/extra/RegolamentoPublic.do?jaf_currentWFID=main&EVN_DEFAULT=evento&aa=2017&k_corso_la=479&lang=EN'),
  ('Politecnico di Milano', 'Mechanical Engineering (M.Sc.)', 'Mechanical Engineering (M.Sc.)', 'Master''s', '07', array['en']::text[], 2, 120, 'Full-time', array[3, 10]::smallint[], 'https://www.polimi.it/en/international-prospective-students/laurea-magistrale-programmes-equivalent-to-master-of-science/programme-catalogue/mechanical-engineering'),
  ('University of Bologna', 'Business and Economics (B.Sc.)', 'Business and Economics (B.Sc.)', 'Bachelor''s', '04', array['en']::text[], 3, null, 'Full-time', array[9]::smallint[], 'https://corsi.unibo.it/1cycle/CLaBE/how-to-enrol'),
  ('University of Bologna', 'Artificial Intelligence (M.Sc.)', 'Artificial Intelligence (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://corsi.unibo.it/2cycle/artificial-intelligence/how-to-enrol'),
  ('University of Bologna', 'Economics (M.Sc.)', 'Economics (M.Sc.)', 'Master''s', '03', array['en']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://corsi.unibo.it/2cycle/lmec/how-to-enrol'),
  ('University of Bologna', null, 'Bioinformatics (Laurea Magistrale (second cycle degree))', 'Master''s', '05', array['en']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://corsi.unibo.it/2cycle/Bioinformatics/how-to-enrol'),
  ('University of Bologna', null, 'Tourism Economics and Management (Laurea Magistrale)', 'Master''s', '10', '{}'::text[], 2, null, 'Full-time', '{}'::smallint[], 'https://corsi.unibo.it/2cycle/team/how-to-enrol'),
  ('Sapienza University of Rome', 'Applied Computer Science and Artificial Intelligence (B.Sc.)', 'Applied Computer Science and Artificial Intelligence (B.Sc.)', 'Bachelor''s', '06', array['en']::text[], 3, 180, 'Full-time', array[9]::smallint[], 'https://corsidilaurea.uniroma1.it/en/course/33502/study-plan'),
  ('Sapienza University of Rome', 'Data Science (M.Sc.)', 'Data Science (M.Sc.)', 'Master''s', '05', array['en']::text[], 2, 120, 'Full-time', array[9]::smallint[], 'http://datascience.i3s.uniroma1.it/it/study-plan'),
  ('Sapienza University of Rome', null, 'Engineering in Computer Science and Artificial Intelligence (Laurea Magistrale (M.Sc.))', 'Master''s', '06', array['en']::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://www.corsidilaurea.uniroma1.it/en/course/33515/study-plan'),
  ('University of Padua', 'Psychological Science (B.Sc.)', 'Psychological Science (B.Sc.)', 'Bachelor''s', '03', array['en']::text[], 3, null, 'Full-time', array[10]::smallint[], 'https://dpg.unipd.it/en/degree-psychological-science'),
  ('University of Padua', 'ICT for Internet and Multimedia (M.Sc.)', 'ICT for Internet and Multimedia (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, null, 'Full-time', array[9]::smallint[], 'https://mime.dei.unipd.it/applications/'),
  ('University of Padua', null, 'Data Science (Laurea Magistrale (Master of Science))', 'Master''s', '05', array['en']::text[], 2, 120, 'Full-time', array[10]::smallint[], 'http://en.scienze.unipd.it/index.php?id=data_science_1819'),
  ('University of Padua', null, 'Physics of Data (Laurea Magistrale (Master of Science))', 'Master''s', '05', array['en']::text[], 2, null, 'Full-time', array[10]::smallint[], 'https://pod.dfa.unipd.it/internship-and-final-thesis'),
  ('University of Valencia', 'Business Administration (Grado)', 'Business Administration (Grado)', 'Bachelor''s', '04', array['es', 'ca']::text[], null, null, 'Full-time', array[9]::smallint[], 'https://www.uv.es/uvweb/economy/en/undergraduate-degree-studies/admission/pre-enrolement/language-requirements-1285852851210.html'),
  ('University of Valencia', null, 'International Business Management (iMBA) (Máster Universitario)', 'Master''s', '04', array['en']::text[], 1.5, 90, 'Full-time or part-time', array[9]::smallint[], 'https://www.uv.es/uvweb/master-gestio-internacional-negocis-imba/ca/programa-master/pla-estudis/pla-estudis/master-universitari-gestio-negocis-internacionals-imba-1285879994920/Titulacio.html?id=1285857495936&plantilla=MU_IMBA/Page/TPGDetaill&p2=4-2'),
  ('University of Valencia', null, 'Economics (Máster Universitario)', 'Master''s', '03', array['en']::text[], null, null, 'Full-time', array[9]::smallint[], 'https://www.uv.es/uvweb/master-economics/en/admission-enrolment/admission/specific-admission-criteria-1286112763956.html'),
  ('University of Seville', 'Aerospace Engineering (Máster)', 'Aerospace Engineering (Máster)', 'Master''s', '07', '{}'::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://etsi.us.es/en/studies-and-qualifications/masters/master-s-degree-in-aeronautical-engineering/curriculum/teaching-planning'),
  ('University of Seville', null, 'Civil Engineering (Máster Universitario en Ingeniería de Caminos, Canales y Puertos) (Máster Universitario)', 'Master''s', '07', '{}'::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://etsi.us.es/en/studies-and-qualifications/masters/master-s-degree-in-civil-engineering-roads-canals-and-ports/curriculum/teaching-planning'),
  ('University of Seville', null, 'Operation of Space Systems (Máster Universitario)', 'Master''s', '07', '{}'::text[], null, null, 'Full-time', array[9]::smallint[], 'https://etsi.us.es/en/studies-and-qualifications/masters/masters-degree-operation-space-systems/curriculum/access-and-admission'),
  ('University of Copenhagen', 'Computer Science (M.Sc.)', 'Computer Science (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://ku.dk/studies/masters/computer-science'),
  ('University of Copenhagen', 'Bioinformatics (M.Sc.)', 'Bioinformatics (M.Sc.)', 'Master''s', '05', array['en']::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://studies.ku.dk/masters/bioinformatics/admission-requirements/'),
  ('University of Copenhagen', 'Global Health (M.Sc.)', 'Global Health (M.Sc.)', 'Master''s', '09', array['en']::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://ku.dk/studies/masters/global-health'),
  ('University of Copenhagen', null, 'Global Development (M.Sc.)', 'Master''s', '03', array['en']::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://ku.dk/studies/masters/global-development'),
  ('University of Copenhagen', null, 'Security Risk Management (M.Sc.)', 'Master''s', '03', array['en']::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://studies.ku.dk/masters/security-risk-management/application-procedure/non-eu-eea-and-switzerland/international-bachelors-degree/'),
  ('University of Copenhagen', null, 'Forest and Nature Management (M.Sc.)', 'Master''s', '08', array['en']::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://ku.dk/studies/masters/forest-and-nature-management'),
  ('Aarhus University', 'Economics and Business Administration (B.Sc.)', 'Economics and Business Administration (B.Sc.)', 'Bachelor''s', '04', array['en']::text[], 3, 180, 'Full-time', array[8]::smallint[], 'https://bachelor.au.dk/en/economics-and-business-administration'),
  ('Aarhus University', 'Finance (M.Sc. in Economics and Business Administration)', 'Finance (M.Sc. in Economics and Business Administration)', 'Master''s', '04', array['en']::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://masters.au.dk/finance'),
  ('Aarhus University', 'Computer Engineering (M.Sc.)', 'Computer Engineering (M.Sc.)', 'Master''s', '07', array['en']::text[], 2, 120, 'Full-time', array[2, 9]::smallint[], 'https://masters.au.dk/computer-engineering-msc-in-engineering'),
  ('Aarhus University', null, 'Computer Science (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://masters.au.dk/computerscience/'),
  ('KTH Royal Institute of Technology', 'Machine Learning (M.Sc.)', 'Machine Learning (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, 120, 'Full-time', array[8]::smallint[], 'https://www.kth.se/en/studies/master/machine-learning'),
  ('KTH Royal Institute of Technology', 'Sustainable Energy Engineering (M.Sc.)', 'Sustainable Energy Engineering (M.Sc.)', 'Master''s', '07', array['en']::text[], 2, 120, 'Full-time', array[8]::smallint[], 'https://www.kth.se/en/studies/master/sustainable-energy-engineering'),
  ('KTH Royal Institute of Technology', 'Embedded Systems (M.Sc.)', 'Embedded Systems (M.Sc.)', 'Master''s', '07', array['en']::text[], 2, 120, 'Full-time', array[8]::smallint[], 'https://www.kth.se/en/studies/master/embedded-systems/entry-requirements-embedded-systems-1.70529'),
  ('KTH Royal Institute of Technology', null, 'Computer Science (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, 120, 'Full-time', array[8]::smallint[], 'https://www.kth.se/en/studies/master/computer-science'),
  ('Lund University', 'Development Studies (B.Sc.)', 'Development Studies (B.Sc.)', 'Bachelor''s', '03', array['en']::text[], 3, 180, 'Full-time', array[9]::smallint[], 'https://www.keg.lu.se/en/education/academics/bachelors-programmes/bids-bachelors-development-studies/bids-admission'),
  ('Lund University', 'International Marketing and Brand Management (M.Sc.)', 'International Marketing and Brand Management (M.Sc.)', 'Master''s', '04', array['en']::text[], null, null, 'Full-time', array[9]::smallint[], 'https://www.lusem.lu.se/study/international-opportunities/outgoing/master-class'),
  ('Lund University', 'Economics (M.Sc.)', 'Economics (M.Sc.)', 'Master''s', '03', array['en']::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://lusem.lu.se/study/masters-programmes/economics-masters-programme'),
  ('Lund University', null, 'International Business (B.Sc.)', 'Bachelor''s', '04', array['en']::text[], 3, 180, 'Full-time', array[9]::smallint[], 'https://www.lusem.lu.se/study/bachelors/international-business/requirements'),
  ('Lund University', null, 'Development Studies (M.Sc.)', 'Master''s', '03', array['en']::text[], 2, 120, 'Full-time', array[9]::smallint[], 'https://www.graduateschool.sam.lu.se/admissions/master-science-development-studies/programme-structure-development-studies'),
  ('University of Vienna', 'Computer Science (B.Sc.)', 'Computer Science (B.Sc.)', 'Bachelor''s', '06', array['de']::text[], null, null, 'Full-time', array[10]::smallint[], 'https://informatik.univie.ac.at/studium/studienangebot/bachelor/bachelor-informatik/curriculum'),
  ('University of Vienna', 'Data Science (M.Sc.)', 'Data Science (M.Sc.)', 'Master''s', '06', array['en']::text[], null, null, 'Full-time', array[10]::smallint[], 'https://studieren.univie.ac.at/en/admission/master-programmes/data-science/'),
  ('University of Vienna', null, 'Applied Economics (M.Sc.)', 'Master''s', '03', array['en']::text[], 2, 120, 'Full-time', array[3, 10]::smallint[], 'https://studieren.univie.ac.at/en/degree-programmes/master-programmes/applied-economics-master/'),
  ('University of Vienna', null, 'Computer Science (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, 120, 'Full-time', array[3, 10]::smallint[], 'https://studieren.univie.ac.at/en/degree-programmes/master-programmes/computer-science-master/'),
  ('University of Vienna', null, 'Mathematical Foundations of Data Science (B.Sc.)', 'Bachelor''s', '05', array['en']::text[], 3, 180, 'Full-time', array[10]::smallint[], 'https://ssc-mathematik.univie.ac.at/en/studying/study-programmes-of-the-faculty-of-mathematics/bsc-mathematical-foundations-of-data-science/study-plan-and-curriculum'),
  ('TU Wien', 'Data Science (M.Sc.)', 'Data Science (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, 120, 'Full-time', array[3, 10]::smallint[], 'https://informatics.tuwien.ac.at/master-ue066645'),
  ('TU Wien', 'Logic and Artificial Intelligence (Dipl.-Ing.)', 'Logic and Artificial Intelligence (Dipl.-Ing.)', 'Master''s', '06', array['en']::text[], 2, 120, 'Full-time', array[3, 10]::smallint[], 'https://informatics.tuwien.ac.at/master/logic-and-artificial-intelligence'),
  ('TU Wien', null, 'Business Informatics (Dipl.-Ing.)', 'Master''s', '06', array['en']::text[], 2, 120, 'Full-time', array[3, 10]::smallint[], 'https://informatics.tuwien.ac.at/master-ue066926'),
  ('TU Wien', null, 'Telecommunications (Dipl.-Ing.)', 'Master''s', '07', array['en', 'de']::text[], 2, 120, 'Full-time', array[3, 10]::smallint[], 'https://www.tuwien.at/etit/etit-studienservice/information-for-foreign-students'),
  ('University of Helsinki', 'Bachelor''s Programme in Science', 'Bachelor''s Programme in Science', 'Bachelor''s', '05', array['en']::text[], 3, 180, 'Full-time', array[8]::smallint[], 'https://www.helsinki.fi/en/degree-programmes/science-bachelors-programme/admissions'),
  ('University of Helsinki', 'Data Science (M.Sc.)', 'Data Science (M.Sc.)', 'Master''s', '06', array['en']::text[], null, null, 'Full-time', array[8]::smallint[], 'https://www.helsinki.fi/en/programmes/master/data-science/research'),
  ('University of Helsinki', 'Environmental Change and Global Sustainability (M.Sc.)', 'Environmental Change and Global Sustainability (M.Sc.)', 'Master''s', '05', array['en']::text[], 2, 120, 'Full-time', array[8]::smallint[], 'https://www2.helsinki.fi/en/degree-programmes/environmental-change-and-global-sustainability-masters-programme/admissions'),
  ('University of Helsinki', null, 'Master''s Programme in Computer Science (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, 120, 'Full-time', array[8]::smallint[], 'https://www.helsinki.fi/en/degree-programmes/computer-science-masters-programme/studying/structure-content-and-courses'),
  ('Aalto University', 'Science and Technology (B.Sc.)', 'Science and Technology (B.Sc.)', 'Bachelor''s', '07', array['en']::text[], 3, 180, 'Full-time', array[8]::smallint[], 'https://www.aalto.fi/en/programmes/aalto-bachelors-programme-in-science-and-technology/recommended-timetable'),
  ('Aalto University', 'Computer, Communication and Information Sciences (M.Sc.)', 'Computer, Communication and Information Sciences (M.Sc.)', 'Master''s', '06', array['en']::text[], 2, 120, 'Full-time', array[8]::smallint[], 'https://aalto.fi/en/programmes/masters-programme-in-computer-communication-and-information-sciences/curriculum-2024-2026'),
  ('Aalto University', 'International Design Business Management (M.Sc.)', 'International Design Business Management (M.Sc.)', 'Master''s', '04', array['en']::text[], 2, 120, 'Full-time', array[8]::smallint[], 'https://aalto.fi/en/programmes/masters-programme-in-international-design-business-management/curriculum-2024-2026'),
  ('Aalto University', null, 'Communications and Data Science (Unite! double degree) (M.Sc. (Technology))', 'Master''s', '06', array['en']::text[], 2, 120, 'Full-time', array[8]::smallint[], 'https://www.aalto.fi/en/study-options/communications-and-data-science-master-of-science-technology'),
  ('KU Leuven', 'Business Administration (Bachelor)', 'Business Administration (Bachelor)', 'Bachelor''s', '04', array['en']::text[], null, 180, 'Full-time', '{}'::smallint[], 'https://onderwijsaanbod.kuleuven.be/2024/opleidingen/e/SC_53266472.htm'),
  ('KU Leuven', 'Master of Artificial Intelligence', 'Master of Artificial Intelligence', 'Master''s', '06', array['en']::text[], 1, 60, 'Full-time or part-time', '{}'::smallint[], 'https://onderwijsaanbod.kuleuven.be/opleidingen/e/CQ_50268936.htm'),
  ('KU Leuven', null, 'Master of European Studies: Transnational and Global Perspectives (MA)', 'Master''s', '03', array['en']::text[], 1, 60, 'Full-time', '{}'::smallint[], 'http://onderwijsaanbod.kuleuven.be/2024/opleidingen/e/SC_57948914.htm'),
  ('University of Warsaw', 'International Relations (Bachelor)', 'International Relations (Bachelor)', 'Bachelor''s', '03', array['en']::text[], 3, null, 'Full-time', '{}'::smallint[], 'https://admission.wnpism.uw.edu.pl/programmes-in-english/undergraduate-programme-in-international-relations/'),
  ('University of Warsaw', null, 'Cognitive Science (MA (magister))', 'Master''s', '03', array['en']::text[], 2, null, 'Full-time', '{}'::smallint[], 'https://irk.uw.edu.pl/en-gb/offer/PELNE2025/programme/S2-KOG-ANG/?from=registration%3APELNE2025'),
  ('University of Warsaw', null, 'Machine Learning (MSc (magister))', 'Master''s', '06', '{}'::text[], null, null, 'Full-time', '{}'::smallint[], 'https://mimuw.edu.pl/en/student-guide-abridged-version/courses-codes-course-groups/'),
  ('Charles University', 'Politics, Philosophy and Economics (Bachelor)', 'Politics, Philosophy and Economics (Bachelor)', 'Bachelor''s', '03', array['en']::text[], 3, null, 'Full-time', '{}'::smallint[], 'https://is.cuni.cz/studium/eng/prijimacky/index.php?do=detail_obor&fakulta=11230&id_obor=34590'),
  ('Charles University', 'Computer Science (Master)', 'Computer Science (Master)', 'Master''s', '06', array['en']::text[], 2, null, 'Full-time', '{}'::smallint[], 'https://is.cuni.cz/studium/eng/prijimacky/index.php?do=detail_obor&id_obor=28541&fakulta=11320'),
  ('Charles University', null, 'Balkan, Eurasian and Central European Studies (BECES) (Mgr. (Master))', 'Master''s', '03', array['en']::text[], 2, null, 'Full-time', '{}'::smallint[], 'https://ims.fsv.cuni.cz/en/academics/masters-degree-programs/balkan-eurasian-and-central-european-studies-full-time-study/fees'),
  ('Charles University', null, 'History and Area Studies (HAS) (Bc. (Bachelor))', 'Bachelor''s', '02', array['en']::text[], 3, null, 'Full-time', '{}'::smallint[], 'https://ims.fsv.cuni.cz/en/academics/bachelors-degree-programs/history-and-area-studies-full-time-study-english/fees')
) as f(university_name, seed_name, name, level, field_code, languages, duration_in_years, ects, study_mode, intake_months, program_url);

update public.programs p
set field_code = f.field_code, languages = f.languages, duration_in_years = coalesce(f.duration_in_years, p.duration_in_years),
  ects = f.ects, study_mode = f.study_mode::public.study_mode, intake_months = f.intake_months, program_url = f.program_url
from program_figures f
join public.universities_data u on u.university_name = f.university_name
where f.seed_name is not null and p.university_id = u.id and p.name = f.seed_name;

insert into public.programs (
  university_id, name, level, duration_in_years, application_link, field_code, languages, ects, study_mode,
  intake_months, program_url
)
select u.id, f.name, f.level::public.program_level, f.duration_in_years, f.program_url, f.field_code, f.languages,
  f.ects, f.study_mode::public.study_mode, f.intake_months, f.program_url
from program_figures f
join public.universities_data u on u.university_name = f.university_name
where f.seed_name is null;

-- ── Countries, cities and exchange rates ─────────────────────────────────────────────────────
-- Read on the official pages named in each row on 2026-11-23; quotes, page editions and what was left
-- out are in seed-evidence/costs.json. A figure no current official page gave is NULL (the site says
-- "not published"); pages years out of date were not used. Exchange rates: only the Czech National
-- Bank's CZK fixing was found on an official page; staff enter the others (INR first) in Settings.

insert into public.countries (
  code, name, currency, insurance_note, insurance_source_url, work_hours_per_week, work_note, work_source_url, post_study_months, post_study_note, post_study_source_url, checklist, checked_on
) values
  ('AT', 'Austria', 'EUR', 'You need health insurance covering all risks in Austria. Students with no other cover can take out the ÖGK (Austrian Health Insurance Fund) student self-insurance at a reduced rate. It requires residence in Austria, income below EUR 15,000 a year, study within the standard duration plus four semesters, and at most two changes of programme.', 'https://unterrabnitz.at/buergerservice/buergerservice-oesterreich/?pageId=fe7d2783-b5ba-403e-a9da-2e1460cc9916', 20, 'Third-country students need an employment permit, which the employer applies for at AMS. Permits for up to 20 hours a week are issued without a labour market test; more than 20 hours needs that test.', 'https://www.usp.gv.at/mitarbeiter/auslaendische-beschaeftigte/berechtigungen-zur-beschaeftigung-fuer-arbeitgeber/beschaeftigungsbewilligung-schueler-studierende-studienabsolventen.html', 12, 'After graduating, the ''Residence Permit – Student'' can be renewed once for 12 months to look for a job; you can then switch to a Red-White-Red Card.', 'https://www.migration.gv.at/index.php?id=1053', '[{"title": "Get admitted to an Austrian university (notification of admission)", "detail": "The ''Residence Permit – Student'' requires admission to a degree programme at a university, university of applied sciences, accredited private university or university college of teacher education.", "url": "https://oead.at/en/to-austria/entry-and-residence/residence-permit-student-mobility-programme"}, {"title": "Prepare documents, proof of funds and proof of accommodation", "detail": "Passport valid for the whole stay, recent photo, admission letter, proof of funds (up to 12 months in advance), health insurance, proof of residence and a criminal record certificate. See the OeAD checklist for the full list.", "url": "https://oead.at/en/to-austria/entry-and-residence/translate-to-english-faq-zu-einreise-und-aufenthalt-fuer-drittstaatsangehoerige-studierende"}, {"title": "Apply for the ''Residence Permit – Student'' at the Austrian embassy/consulate", "detail": "First applications are normally filed in person at the Austrian representative authority in your country of residence before you travel.", "lead_time": "Up to 90 days for a decision; can be extended by a further 90 days if more documents are required", "url": "https://oead.at/en/to-austria/entry-and-residence/translate-to-english-faq-zu-einreise-und-aufenthalt-fuer-drittstaatsangehoerige-studierende"}, {"title": "After approval, get a visa D to travel and collect the permit", "detail": "Once the permit is approved, apply for a visa D at the Austrian mission so you can enter Austria and collect the residence permit card from the residence authority.", "lead_time": "Visa applications are normally processed within 15 days (longer at peak times)", "url": "https://oead.at/en/to-austria/entry-and-residence/translate-to-english-faq-zu-einreise-und-aufenthalt-fuer-drittstaatsangehoerige-studierende"}, {"title": "Take out Austrian health insurance (ÖGK student self-insurance)", "detail": "Insurance covering all risks is needed to collect and keep the permit; the ÖGK student self-insurance is the low-cost option.", "url": "https://gesundheitskasse.at/cdscontent/?contentid=10007.868713&portal=oegkportal"}, {"title": "Renew the permit each year in Austria", "detail": "Apply for renewal at least three months before the permit expires, with proof of study progress and all the required documents again.", "url": "https://oead.at/en/to-austria/entry-and-residence/translate-to-english-faq-zu-einreise-und-aufenthalt-fuer-drittstaatsangehoerige-studierende"}]'::jsonb, '2026-11-23'),
  ('BE', 'Belgium', 'EUR', 'Proof of health insurance covering all risks in Belgium for the whole stay is required for the D visa. No official monthly figure found.', 'https://uclouvain.be/en/sites/st-louis-bruxelles/visa-residence-permit', 20, 'Non-EEA students may work up to 20 hours a week. During school holidays they may work more than 20 hours a week. Permission to work is noted on the residence card (electronic foreigner card type A).', 'https://www.uantwerpen.be/en/student-life/budget-social-facilities/student-jobs/who/', 12, 'After completing their studies in Belgium, third-country graduates can ask to extend their stay by up to 12 months (a ''search year'') to look for work or start a business. It cannot be extended; the application goes to the municipality at least 15 days before the student permit expires.', 'https://dofi.ibz.be/nl/themes/ressortissants-dun-pays-tiers/travail/zoekjaar', '[{"title": "Get admitted to a recognised Belgian higher education institution", "detail": "Full-time higher studies (or a single preparatory year) at an institution recognised by the Flemish or French Community; private schools that are neither recognised nor subsidised do not qualify for student residence.", "url": "https://dofi.ibz.be/en/themes/ressortissants-dun-pays-tiers/etudes/favoris/sufficient-means-subsistence"}, {"title": "Prove sufficient means (blocked account, sponsor annex 32 or scholarship)", "detail": "EUR 835 net per month (2025-2026). For a blocked account or bank guarantee, deposit 12 times the monthly amount.", "url": "https://dofi.ibz.be/en/themes/ressortissants-dun-pays-tiers/etudes/favoris/sufficient-means-subsistence"}, {"title": "Get a medical certificate, police certificate and health insurance; pay the administrative fee", "detail": "You need a medical certificate from an accredited doctor (within the previous 6 months), a certificate of good conduct, health insurance covering all risks in Belgium, and proof that the Immigration Office administrative fee has been paid (scholarship holders may be exempt).", "url": "https://uclouvain.be/en/sites/st-louis-bruxelles/visa-residence-permit"}, {"title": "Apply for the D visa at the Belgian embassy/consulate", "detail": "The diplomatic post forwards the file to the Immigration Office (DVZ/OE), which decides. Fingerprints and a digital photo are taken.", "url": "https://dofi.ibz.be/en/themes/ressortissants-dun-pays-tiers/etudes/favoris/sufficient-means-subsistence"}, {"title": "Register at your municipality within 8 working days of arrival and get the A card", "detail": "The municipality issues a temporary residence permit (A card), valid for up to one academic year plus one month and renewable each year (apply for renewal at least 15 days before expiry).", "url": "https://www.studyinbelgium.be/en/working-while-studying-french-speaking-belgium"}]'::jsonb, '2026-11-23'),
  ('CZ', 'Czechia', 'CZK', 'Travel medical insurance for the stay is required for the visa/residence permit (the MFA page says at least EUR 60,000, presented before the visa is affixed). Charles University''s 2nd Faculty of Medicine asks for comprehensive insurance with a limit of at least EUR 400,000 per insured event and no excess.', 'http://www.mzv.cz/jnp/en/information_for_aliens/long_term_residence_permit/long_term_residence_permit_for_the_1.html', null, 'Third-country students in a full-time MEYS-accredited programme need no employment permit. The page says there is no legal hour limit, but work must not affect studies; the university recommends about 20 hours a week.', 'https://cuni.cz/UKEN-1625.html', 9, 'Graduates of a university-accredited programme who hold a student residence permit can get a long-term residence permit to seek employment or start a business, valid up to 9 months and not extendable, with free access to the labour market.', 'https://ipc.gov.cz/en/visa-and-residence-permit-types/third-country-nationals/long-term-residence-permits/long-term-residence-permit-for-the-purpose-of-seeking-employment-or-starting-a-business/', '[{"title": "Get admitted to an accredited study programme at a Czech university", "detail": "The residence permit for studies covers studies of a university-accredited study programme. The university''s enrolment letter must be issued in Czech.", "url": "https://frs.gov.cz/en/visa-and-residence-permit-types/third-country-nationals/long-term-residence-permits/long-term-residence-permit-in-the-czech-republic-for-the-purpose-of-studies/"}, {"title": "Arrange accommodation and gather documents (police certificate, Czech translations)", "detail": "You need proof of accommodation (lease or accommodation provider''s declaration, or sent by the university through its data box), a penal register extract from your country (and from any country where you stayed more than 6 months in the last 3 years), certified and officially translated into Czech, plus a photo and passport.", "url": "https://www.mzv.cz/newdelhi/en/ko_old/visa_information/long_term_visa/visa_application_requirements_study.html"}, {"title": "Prepare proof of funds", "detail": "An original stamped bank statement for the last 3 months plus a copy of an international card linked to the account, or a scholarship document.", "url": "https://www.mzv.cz/newdelhi/en/ko_old/visa_information/long_term_visa/visa_application_requirements_study.html"}, {"title": "Book an appointment and apply in person at the Czech Embassy in New Delhi", "detail": "The Delhi embassy accepts long-term visa and residence permit applications from citizens of India, Bhutan, Bangladesh, Nepal, Sri Lanka and the Maldives. Indian, Sri Lankan, Maldivian and Bhutanese citizens request appointments by e-mail at visa_newdelhi@mzv.cz; Bangladeshi and Nepali citizens at longterm_bgd.npl@mzv.cz. The Ministry of the Interior decides the application.", "lead_time": "The application is processed within 60 days of being filed (university page citing the Ministry…", "url": "https://www.mzv.cz/newdelhi/en/ko/visa_information/long_term_visa_long_term_residence/index.html?page=3"}, {"title": "Buy travel medical insurance and collect the visa", "detail": "Travel medical insurance must be shown before the visa is placed in your passport.", "url": "http://www.mzv.cz/jnp/en/information_for_aliens/long_term_residence_permit/long_term_residence_permit_for_the_1.html"}, {"title": "After arrival, deal with the Ministry of the Interior (biometrics, extensions)", "detail": "Extensions and follow-up residence permits are applied for at the Ministry of the Interior office for your place of residence.", "url": "https://frs.gov.cz/en/visa-and-residence-permit-types/third-country-nationals/long-term-residence-permits/long-term-residence-permit-in-the-czech-republic-for-the-purpose-of-studies/"}]'::jsonb, '2026-11-23'),
  ('DK', 'Denmark', 'DKK', 'With a Danish residence permit and a CPR number you are entitled to Danish public health insurance (yellow health insurance card) after registering with the municipality; international students are entitled to free emergency hospital care from arrival, other care must be paid by you or your insurance until you are covered, so private insurance for the first weeks is recommended.', 'https://www.hedensted.dk/english/settling/health-care-and-emergency', null, 'Higher-education students'' limited work permit allows 90 hours a month, and full-time work in June, July and August. Since 1 July 2024 this replaces the 20 hours a week shown on older residence cards.', 'https://nyidanmark.dk/uk-UA/Words-and-concepts/SIRI/Warning---students-illegal-work/?anchor=9D31CDCCB0FC4F8381B07B422CBEBCDF&callbackAnchor=2FDCF424FBA84D8A9E395D4EF5F13F379D31CDCCB0FC4F8381B07B422CBEBCDF&callbackItem=35B56EDC2AF140728DB0B1AD7DAF7161', 36, 'SIRI automatically grants a 3-year job-seeking residence permit together with the study permit (passport validity permitting) for a completed Danish state-approved professional bachelor, bachelor, master''s or PhD; otherwise 6 months.', 'https://www.nyidanmark.dk/da/Du-vil-ans%C3%B8ge/Studie/Studie---jobs%C3%B8gningsophold/Study---3-years-job-seeking/', '[{"title": "Get admitted to a state-approved higher education programme", "detail": "You must be admitted to a full-time higher education programme; non-EU students pay tuition, and the institution completes its part of the application form.", "url": "https://nyidanmark.dk/en-GB/You-want-to-apply/Study/Higher-education"}, {"title": "Create a case order ID and pay the SIRI processing fee", "detail": "Pay the processing fee (DKK 2,490 on the stored page) before applying; the full amount must arrive, bank charges included.", "url": "https://nyidanmark.dk/en-GB/You-want-to-apply/Study/Higher-education"}, {"title": "Complete the application (ST1) online with your institution", "detail": "You and your educational institution each complete a part of the application form; attach documents in Danish or English (certified translations otherwise).", "url": "https://nyidanmark.dk/en-GB/You-want-to-apply/Study/Higher-education"}, {"title": "Pay the embassy fee and give biometrics at the visa application centre", "detail": "Hand in passport, case order ID confirmation, photo and embassy-fee receipt at VFS Global (the Danish Embassy in New Delhi also covers Nepal via Kathmandu; Bangladesh via Dhaka).", "lead_time": "Normal processing time 2 months (SIRI)", "url": "https://um.dk/um-en/travel-and-residence/how-to-apply-for-a-residence-permit"}, {"title": "After arrival: register for a CPR number and get the yellow health card", "detail": "Register with the municipality (Citizen Service / International Citizen Service) to get a CPR number and the health insurance card.", "url": "https://ihcph.kk.dk/health-insurance-card"}]'::jsonb, '2026-11-23'),
  ('FI', 'Finland', 'EUR', 'Private insurance covering medical and drug expenses is required for the residence permit (excess max. EUR 300, valid on arrival and without a break for at least a year): studies under two years - medical expenses up to EUR 120,000; studies of two years or more - pharmaceutical expenses up to EUR 40,000. Not needed with a Kela card or EHIC.', 'https://migri.fi/insurance', 30, 'Students may work in any field for an average of 30 hours a week (120 hours a month or 1,560 hours a year on average). Some weeks may exceed 30 hours if the year''s average does not. Degree internships and thesis work are exempt.', 'https://migri.fi/working-and-internships-during-studies', 24, 'Residence permit to look for work or to start a business: up to two years (can be taken in parts of at least six months within three years); apply within five years of the study permit expiring; work without restrictions.', 'https://migri.fi/en/extended-permit-to-look-for-work', '[{"title": "Get admitted to a degree programme and accept your study place", "detail": "Apply for the residence permit straight after you have been officially admitted and accepted the place; the first permit for bachelor''s/master''s studies can cover the whole degree if your passport is valid long enough.", "url": "https://www.studyinfinland.fi/life-finland/residence-permits"}, {"title": "Have the required funds in your own bank account and pay (or budget) the tuition fee", "detail": "EUR 800 a month, i.e. EUR 9,600 in your account when you apply, not counting money for the tuition fee.", "url": "https://migri.fi/en/residence-permit-application-for-studies"}, {"title": "Take out private health insurance that Migri accepts", "detail": "Cover EUR 120,000 medical expenses (studies under 2 years) or EUR 40,000 pharmaceutical expenses (2 years or more); excess max. EUR 300.", "url": "https://migri.fi/insurance"}, {"title": "Apply online in Enter Finland and pay the fee", "detail": "Residence permit application for studies; electronic application is cheaper and faster than paper.", "lead_time": "First permit 1 month (electronic application); 3 months (paper)", "url": "https://migri.fi/en/residence-permit-application-for-studies"}, {"title": "Visit a Finnish embassy/consulate (or its visa centre) to prove your identity and give biometrics", "detail": "Compulsory personal visit; processing is counted from the visit. Book early in the high season; there may be no Finnish mission in your own country (then visit a neighbouring one).", "lead_time": "Reserve at least two months for the whole process (Aalto University)", "url": "https://www.aalto.fi/en/international-students/student-residence-permit-and-health-insurances"}]'::jsonb, '2026-11-23'),
  ('FR', 'France', 'EUR', 'Non-EU students must register, free of charge, with French social security (Assurance Maladie) on etudiant-etranger.ameli.fr after enrolling. It reimburses on average about 70% of the public rate, so a supplementary ''mutuelle'' is advised (optional, not included here).', 'https://www.ameli.fr/assure/droits-demarches/europe-international/protection-sociale-france/french-social-security-registration-process-foreign-students', null, 'While their ''Student'' card is valid, foreign students may do ancillary salaried work of up to 60% of annual working time, i.e. 964 hours a year. Algerian students need a temporary work permit to work at all.', 'https://www.welcometofrance.com/en/fiche/etudiants', null, 'Under French law, master''s-level graduates can get a non-renewable ''job search / business creation'' (recherche d''emploi / création d''entreprise) residence permit valid for 12 months.', 'https://campusfrance.org/fr/l-autorisation-provisoire-de-sejour-ou-aps', '[{"title": "Create an ''Études en France'' account with Campus France India and apply", "detail": "Register on the Études en France platform, fill in your personal, academic and language details, upload your documents and submit your programme choices. A Campus France advisor reviews the file.", "url": "https://www.inde.campusfrance.org/application-and-admission-procedure"}, {"title": "Attend the Campus France academic interview", "detail": "Your Campus France office (New Delhi, Mumbai, Chennai, Kolkata, Bengaluru, etc.) gives you an appointment for the academic interview.", "url": "https://www.inde.campusfrance.org/application-and-admission-procedure"}, {"title": "Get admission and prepare proof of funds", "detail": "Show at least EUR 615 per month, plus the admission / pre-registration letter from the French institution.", "url": "https://www.univ-poitiers.fr/en/international-students-scholars/students/visa-and-resident-permit"}, {"title": "Apply for the long-stay student visa (VLS-TS) on France-Visas", "detail": "For Campus France countries the visa application is sent to the consulate through the platform. The reduced visa fee is EUR 50 (standard EUR 99). Submit documents and biometrics at the visa centre.", "url": "https://www.campusfrance.org/en/student-long-stay-visa"}, {"title": "Within 3 months of arrival, validate your VLS-TS online (ANEF)", "detail": "Validate the visa on the ''administration-etrangers-en-france'' website and pay the tax stamp. Without this step you can no longer stay legally after 3 months.", "url": "https://welcomedesk.univ-toulouse.fr/en/settle/visa-and-residence-permit-procedures/validating-long-stay-visa-equivalent-residence-permit-vls-ts"}, {"title": "Register with French social security (free)", "detail": "After enrolling, register on etudiant-etranger.ameli.fr with your passport, enrolment certificate, French bank details (RIB), birth certificate and validated visa.", "url": "https://www.ameli.fr/assure/droits-demarches/europe-international/protection-sociale-france/french-social-security-registration-process-foreign-students"}]'::jsonb, '2026-11-23'),
  ('DE', 'Germany', 'EUR', 'All students in Germany up to the age of 30 are subject to compulsory (statutory) health insurance; proof of health insurance is needed for enrolment. Students over 30 or in language/foundation courses need other (e.g. private) cover.', 'https://www.uni-flensburg.de/en/international/coming-to-flensburg/visiting-academics-and-staff/preparation-to-come-to-flensburg/health-insurance/', null, 'Since 1 March 2024, holders of a study residence permit (Section 16b(1) AufenthG) may work a total of 140 full working days per calendar year.', 'https://www.berlin.de/einwanderung/en/residence/study/', 18, 'After graduating, non-EU graduates can have their residence permit extended for up to 18 months to look for a job related to their studies; any job may be taken during this period.', 'https://www.pforzheim.de/en/buerger/buergerservice/lebenslagen/detail-life-situations/service-bw/lebenslagen/show/5001422-completing-the-course-of-study-foreign-students.html', '[{"title": "Get the APS certificate (India)", "detail": "The Academic Evaluation Centre (APS) attached to the German Embassy New Delhi checks Indian academic documents; the APS certificate is a mandatory document for the student visa application and is needed before booking the visa appointment.", "url": "https://aps-india.de/"}, {"title": "Apply to a German university and obtain the admission letter", "detail": "Apply directly to the university or through uni-assist, as the programme requires. The visa application needs proof of admission, including the language of instruction, and proof of language skills unless the admission letter confirms them.", "url": "https://www.uni-assist.de/"}, {"title": "Prove your finances: open and fund a blocked account", "detail": "Deposit EUR 11,904 (one year) in a blocked account before the visa application; withdrawals are limited to EUR 992 a month. A scholarship or a formal obligation letter can be used instead.", "url": "https://www.auswaertiges-amt.de/de/service/visa-und-aufenthalt/nationale-visa/visa-schule-studium-sprachkurs/sperrkonto"}, {"title": "Arrange health insurance", "detail": "Get cover for the first weeks after arrival and statutory student health insurance for enrolment (compulsory for students up to age 30).", "url": "https://www.uni-flensburg.de/en/international/coming-to-flensburg/visiting-academics-and-staff/preparation-to-come-to-flensburg/health-insurance/"}, {"title": "Book a VFS appointment and apply for the national (D) student visa", "detail": "Book the appointment through VFS after getting the APS certificate (the APS case number is needed for booking). Submit two sets of documents: passport, application form, motivation letter, admission, language proof, certificates, CV, proof of finances. The fee is EUR 75.", "url": "https://india.diplo.de/in-en/service/-/2539338"}, {"title": "After arrival: register your address and apply for the residence permit", "detail": "Register with the local registration office (Einwohnermeldeamt), then apply to the foreigners'' authority (Ausländerbehörde) for the residence permit for study before your visa expires. The fee is EUR 100.", "url": "https://landau.de/Leben-Wohnen/Lebenslagen/Migration-und-Integration-/Ausl%C3%A4nderwesen-und-Einb%C3%BCrgerung/index.php?object=tx%7C2644.2&ModID=10&FID=2644.291.1"}]'::jsonb, '2026-11-23'),
  ('IE', 'Ireland', 'EUR', 'Private medical insurance is compulsory for non-EEA students and must be shown when registering for the Irish Residence Permit. For renewals and Stamp 1G it must be sourced in Ireland and cover accidents and illness, including hospital stays; travel insurance is not sufficient for renewal.', 'https://www.ucd.ie/global/studentexperience/thirdlevelgraduateprogramme-stamp1gpermission/', 20, 'Stamp 2 students may work 40 hours a week only in June to September and from 15 December to 15 January. At all other times the limit is 20 hours a week, as a weekly maximum rather than an average.', 'http://www.workplacerelations.ie/en/news-media/Workplace_Relations_Notices/Changes_to_Employment_entitlements_of_Non-EEA_Students_holding_Immigration_Stamp_2.html', 12, 'Third Level Graduate Programme (Stamp 1G): 12 months for graduates with a level 8 award. Master''s (level 9) graduates can get a further 12 months, subject to conditions (up to 24 months in total). Stamp 1G holders may work full time but may not be self-employed. The registration fee is EUR 300.', 'https://students.dbs.ie/dbs-student-services/international-office/graduate-visa', '[{"title": "Get an offer on a full-time course and pay the tuition fees", "detail": "Visa applications need evidence of enrolment and of fee payment, either an electronic transfer to the college''s Irish bank with the college''s receipt, or a receipt from an approved student fee payment service.", "url": "https://www.educationinireland.com/en/How-Do-I-Apply-/Get-Your-Student-Visa/For-Higher-Education/Ireland-Applying-for-a-Student-Visa.html"}, {"title": "Prepare proof of finances", "detail": "A bank statement covering the six months immediately before the application, and/or scholarship confirmation.", "url": "https://www.educationinireland.com/en/How-Do-I-Apply-/Get-Your-Student-Visa/For-Higher-Education/Ireland-Applying-for-a-Student-Visa.html"}, {"title": "Apply online for a long-stay ''D'' study visa (AVATS) and submit documents", "detail": "Complete the online AVATS form, then print, sign and date the summary and send it with your passport, photos, fee and supporting documents as the summary instructs. Book flights only after your status shows ''approved''. Refusals can be appealed within 2 months.", "url": "https://www.educationinireland.com/en/plan-you-study-abroad/student-visas"}, {"title": "Arrange private medical insurance", "detail": "Insurance is required at immigration registration. For renewals it must be Irish private medical insurance (travel insurance is not accepted).", "url": "https://www.ucd.ie/global/studentexperience/thirdlevelgraduateprogramme-stamp1gpermission/"}, {"title": "After arrival, register and get your Irish Residence Permit (IRP) – EUR 300", "detail": "If you stay longer than 3 months, book an immigration registration appointment, pay EUR 300 and receive the IRP card showing your Stamp 2 permission.", "url": "https://www.educationinireland.com/en/How-Do-I-Apply-/Get-Your-Student-Visa/For-Higher-Education/Ireland-Applying-for-a-Student-Visa.html"}]'::jsonb, '2026-11-23'),
  ('IT', 'Italy', 'EUR', 'Adequate insurance for medical care and hospital stays, shown when applying for the residence permit: a consular declaration of entitlement under a bilateral agreement, a foreign policy valid in Italy without limits on urgent hospital admission tariffs, or an Italian policy with the insurer''s declaration of no such limits. Students can also enrol voluntarily in the regional health service.', 'https://www-2023.studenti.uniroma2.it/it_it/?p=5201', 20, 'Holders of a study residence permit may do employed work of up to 20 hours a week, which may be cumulated over 52 weeks, with an annual limit of 1,040 hours (art. 14(4) DPR 394/99).', 'https://www.integrazionemigranti.gov.it/en-gb/Ricerca-news/Dettaglio-news/id/3085/Is-it-possible-to-work-or-do-an-internship-with-a-residence-permit-for-study-reasons', null, 'A graduate (degree, PhD or 2nd-level master''s in Italy) without a job can register with a Centro per l''Impiego and request a residence permit ''attesa occupazione'' (awaiting employment); the study permit can also be converted into a work permit.', 'http://www2.immigrazione.regione.toscana.it/?q=node%2F2752', '[{"title": "Pre-enrol on the Universitaly portal and get your application validated by the university", "detail": "The pre-enrolment summary validated by the university is forwarded to the Italian embassy/consulate you choose.", "url": "https://ambkinshasa.esteri.it/it/news/dall_ambasciata/2022/06/anno-accademico-2022-23-immatricolazione/"}, {"title": "Check visa type and fee on the Farnesina visa portal", "detail": "Use the questionnaire on vistoperitalia.esteri.it to see the documents and the fee for a type D study visa (''Immatricolazione Università'').", "url": "https://vistoperitalia.esteri.it/home/en"}, {"title": "Prepare proof of funds, accommodation, return-journey money and insurance", "detail": "EUR 467.65 per month of the academic year (EUR 6,079.45 a year) on the stored official page; suitable accommodation in Italy; return ticket or money for it; health insurance as above.", "url": "https://www-2023.studenti.uniroma2.it/it_it/?p=5201"}, {"title": "Book an appointment and apply for the type D study visa at the Italian embassy/consulate", "detail": "Visa applications for degree courses must be submitted by the annual deadline (30 November in the stored embassy notice), with visa form, passport, photos, validated pre-enrolment summary and proof of means.", "url": "https://ambkinshasa.esteri.it/it/news/dall_ambasciata/2022/06/anno-accademico-2022-23-immatricolazione/"}, {"title": "After arrival, apply for the residence permit for study (permesso di soggiorno per studio)", "detail": "You cannot work with the visa alone; the study permit is valid up to 1 year and renewable if you pass the required exams.", "lead_time": "3-5 months waiting time (Politecnico di Milano GSOM)", "url": "https://www.gsom.polimi.it/en/flow/info/residence-permit"}]'::jsonb, '2026-11-23'),
  ('NL', 'Netherlands', 'EUR', 'Health insurance is required by Dutch law for the whole stay. Non-EU students who only study take out private (student) health insurance, often arranged through the university (e.g. AON); Dutch basic health insurance (basisverzekering) becomes compulsory as soon as the student takes a (part-time) job or a paid internship at or above minimum wage.', 'https://student.uva.nl/en/topics/work-and-health-insurance-international-students', 16, 'Non-European students need a work permit, which the employer applies for at UWV. While it runs, the student may either work up to 16 hours a week or work full-time only in June, July and August.', 'https://www.nllabourauthority.nl/topics/foreign-students', 12, 'Residence permit for orientation year (zoekjaar hoogopgeleiden): 1 year to look for work or start a business, working without restrictions (no work permit); apply within 3 years of graduating.', 'https://business.gov.nl/coming-to-the-netherlands/permits-and-visa/orientation-visa-for-highly-educated-persons/', '[{"title": "Get admitted to a full-time accredited programme at an IND-recognised institution", "detail": "Only institutions that are recognised sponsors with the IND can apply for a study residence permit; you must enrol full-time and later obtain at least 50% of the credits each year.", "url": "https://ind.nl/en/Pages/Study-progress-monitoring.aspx"}, {"title": "Prove your financial means to the university", "detail": "Show 12 months of the IND study amount (plus tuition), e.g. by transferring it to the university, which refunds it after arrival, or with a bank statement, scholarship or sponsor letter, as the university accepts.", "url": "https://amsterdamuas.com/study/international-admissions/immigration/proof-of-financial-means-for-living-expenses"}, {"title": "Arrange health insurance", "detail": "Non-EU students take out private student health insurance (often via the university, e.g. AON); switch to Dutch basic insurance if you start working.", "url": "https://www.rotterdamuas.com/go/living-in-rotterdam/insurance/health-insurance-in-the-netherlands/"}, {"title": "The university applies to the IND for your entry visa (MVV) and residence permit (VVR)", "detail": "You do not apply yourself: the university submits the combined MVV + residence permit application once you have sent passport copy, antecedents declaration, TB form, fees and proof of funds. Indian, Nepali, Bangladeshi, Sri Lankan and Pakistani nationals need the MVV (only nationals of Australia, Canada, Japan, Monaco, New Zealand, South Korea, UK, USA and Vatican City are exempt).", "lead_time": "IND decision within approximately three weeks (VHL University of Applied Sciences)", "url": "https://www.nhlstenden.com/en/practical-information/immigration"}, {"title": "Collect the MVV at the Dutch embassy or consulate", "detail": "The MVV (valid 3 months) is collected in your home country or the nearest country to your home; then travel to the Netherlands.", "url": "https://www.nhlstenden.com/en/practical-information/immigration"}, {"title": "Register with the municipality, collect the residence permit and take the TB test", "detail": "Register at the local municipality within five days of arrival (passport, proof of address); collect your residence permit; most non-EU students must take a tuberculosis test within 3 months of arrival.", "url": "https://www.vhluas.com/study/study-in-holland-at-vhl/practical-matters/immigration"}]'::jsonb, '2026-11-23'),
  ('PL', 'Poland', 'PLN', null, null, null, 'Full-time students holding a student visa or a temporary residence permit need no work permit and can work all year long. The page states no hour limit.', 'https://go-poland.pl/working', 9, 'Graduates of Polish universities can get, once and directly after graduation, a temporary residence permit for 9 months to look for work or start a business (applied for before their legal stay ends).', 'https://udsc.gov.pl/en/cudzoziemcy/obywatele-panstw-trzecich/chce-przedluzyc-swoj-pobyt-w-polsce/zezwolenie-na-pobyt-czasowy/absolwent-poszukujacy-pracy/', '[{"title": "Get admitted to a Polish university and have your school certificate recognised", "detail": "Since August 2024 the student visa checklist of the Embassy in New Delhi / Consulate in Mumbai requires the higher secondary certificate to come with the decision of the competent Polish education superintendent recognising it for admission to higher education.", "url": "https://gov.pl/web/india/visa-procedure--educational-documents"}, {"title": "Apostille your Indian educational documents", "detail": "Indian educational documents must be apostilled through the Ministry of External Affairs procedure, after authentication by the Regional Authentication Centre of the issuing state.", "url": "https://gov.pl/web/india/visa-procedure--educational-documents"}, {"title": "Prepare proof of funds and travel medical insurance", "detail": "Show PLN 701 per month living costs plus housing costs plus PLN 2,500 for return travel, and Schengen travel medical insurance.", "url": "https://www.wielokultury.wroclaw.pl/en/wromigrant-temporary-residence-permit-for-the-purpose-of-studies/"}, {"title": "Register in e-Konsulat and apply for the national (D) student visa", "detail": "Apply at the Embassy in New Delhi (which also covers Bangladesh, Nepal, Sri Lanka, Bhutan and the Maldives) or the Consulate General in Mumbai, depending on your state. Missing documents can be submitted within 7 days of lodging the application.", "url": "https://gov.pl/web/india/visa-procedure--educational-documents"}, {"title": "In Poland: apply for the temporary residence permit for studies (via MOS)", "detail": "Apply to the voivode of your place of stay no later than the last day of your legal stay; you give fingerprints for the residence card. First-year students get a permit for 15 months.", "url": "https://mos.cudzoziemcy.gov.pl/en/informacje/na-studia_EN/dokumenty_EN"}]'::jsonb, '2026-11-23'),
  ('ES', 'Spain', 'EUR', null, null, 30, 'Students on a study visa may work part time for up to 30 hours a week, as long as the work does not interfere with their academic activity.', 'https://sacu.us.es/en-extranjeros-faqs', null, null, null, '[{"title": "Get admitted to an officially recognised higher-education programme in Spain", "detail": "Admission letter from an officially recognised centre (registered in the national registry of universities/centres), full-time programme.", "url": "http://www.exteriores.gob.es/Embajadas/NUEVADELHI/es/InformacionParaExtranjeros/Paginas/Information-on-residence-(national)-visas.aspx"}, {"title": "Prepare proof of funds, medical insurance, police clearance and medical certificate", "detail": "Police clearance and medical certificate are required for stays over 180 days; documents must follow the embassy''s checklist.", "url": "http://www.exteriores.gob.es/Embajadas/NUEVADELHI/es/InformacionParaExtranjeros/Paginas/Information-on-residence-(national)-visas.aspx"}, {"title": "Book an appointment and apply in person for the national (D) study visa", "detail": "Residence (national) visa applications are submitted personally, with prior appointment (booked by phone through BLS International), at the Embassy of Spain in New Delhi according to your place of residence; citizens and residents of Nepal and Sri Lanka also apply at the Embassy in New Delhi.", "lead_time": "Longer than Schengen visas - apply well in advance (embassy page; no number of days given)", "url": "http://www.exteriores.gob.es/Embajadas/NUEVADELHI/es/InformacionParaExtranjeros/Paginas/Information-on-residence-(national)-visas.aspx"}, {"title": "After arrival, apply for the foreigner identity card (TIE)", "detail": "Students staying over six months apply for the TIE at the police/immigration office within one month of arrival (per the Immigration Regulation).", "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2024-24099"}]'::jsonb, '2026-11-23'),
  ('SE', 'Sweden', 'SEK', 'A comprehensive health insurance policy valid in Sweden is required if your total stay will last less than one year and you are not registered in the Swedish Population Register (students staying a year or more are registered and covered by Swedish public healthcare).', 'https://migrationsverket.se/English/Private-individuals/Studying-and-researching-in-Sweden/Higher-education/Residence-permit-for-higher-education.html', null, 'International students may work alongside their studies, and there is no official limit on hours. Studies must come first, because permit extensions require proof of study progress.', 'http://studyinsweden.se/life-in-sweden/working-in-sweden/', null, 'After completing at least two semesters of higher education in Sweden you can apply, before your study permit expires and while still in Sweden, for a residence permit to seek employment or explore starting a business; you must support yourself and have comprehensive health insurance.', 'https://www.migrationsverket.se/English/Private-individuals/Studying-and-researching-in-Sweden/Higher-education/After-your-studies.html', '[{"title": "Apply to programmes via University Admissions and pay the application fee", "detail": "Non-EU/EEA applicants pay a SEK 900 application fee (once per application round, however many programmes) and later the tuition fee set by the university.", "url": "https://www.studera.nu/startpage/higher-education/sweden/application-and-tuition-fees/"}, {"title": "Accept your admission and pay the first instalment of the tuition fee", "detail": "You must have been definitively admitted to full-time studies and have paid a portion of the tuition fee before you apply for the permit.", "url": "https://www.migrationsverket.se/English/Private-individuals/Studying-and-researching-in-Sweden/Higher-education/How-to-apply-for-the-first-time.html"}, {"title": "Prepare proof of funds and (if staying under a year) health insurance", "detail": "Bank statement (max. four months old) or scholarship covering the maintenance requirement for the whole permit period; apply no earlier than three months before the permit start date if using bank assets.", "url": "https://www.migrationsverket.se/en/lankade-moduler-engelska/studera/forsorjningskrav-studera-huvudsokande.html"}, {"title": "Apply online to the Swedish Migration Agency and pay the fee", "detail": "Upload passport copies, admission decision, proof of funds and insurance (if required); pay by card in the e-service.", "url": "https://migrationsverket.se/English/Private-individuals/Studying-and-researching-in-Sweden/Higher-education/Residence-permit-for-higher-education.html"}, {"title": "Present your passport and give fingerprints/photo", "detail": "Either a digital passport check via app or an appointment at the Swedish embassy/consulate you chose; fingerprints and photo are used for the residence permit card, which you need to enter Sweden.", "url": "https://www.migrationsverket.se/en/you-are-waiting-for-a-decision/study/you-have-applied-for-the-first-time---studies.html"}]'::jsonb, '2026-11-23');

insert into public.cities (name, country_code) values
  ('Vienna', 'AT'),
  ('Leuven', 'BE'),
  ('Prague', 'CZ'),
  ('Aachen', 'DE'),
  ('Berlin', 'DE'),
  ('Hamburg', 'DE'),
  ('Heidelberg', 'DE'),
  ('Karlsruhe', 'DE'),
  ('Munich', 'DE'),
  ('Aarhus', 'DK'),
  ('Copenhagen', 'DK'),
  ('Barcelona', 'ES'),
  ('Madrid', 'ES'),
  ('Seville', 'ES'),
  ('Valencia', 'ES'),
  ('Espoo', 'FI'),
  ('Helsinki', 'FI'),
  ('Grenoble', 'FR'),
  ('Lyon', 'FR'),
  ('Marseille', 'FR'),
  ('Orsay', 'FR'),
  ('Paris', 'FR'),
  ('Cork', 'IE'),
  ('Dublin', 'IE'),
  ('Galway', 'IE'),
  ('Bologna', 'IT'),
  ('Milan', 'IT'),
  ('Padua', 'IT'),
  ('Rome', 'IT'),
  ('Amsterdam', 'NL'),
  ('Delft', 'NL'),
  ('Rotterdam', 'NL'),
  ('The Hague', 'NL'),
  ('Utrecht', 'NL'),
  ('Warsaw', 'PL'),
  ('Lund', 'SE'),
  ('Stockholm', 'SE');

insert into public.exchange_rates (currency, units_per_eur, rate_date, source_url) values
  ('CZK', 25.205, '2025-01-20', 'http://cnb.cz/en/index.html');


-- ── Settings ─────────────────────────────────────────────────────────────────────────────────
-- The migration creates the 'stripe' row; no real key belongs in a seed.

update public.settings set value = '{"publishableKey": ""}'::jsonb where key = 'stripe';
