### Глосарій родини Манчкін: українська. Відмінки ($case): nom, gen, dat, acc, ins, loc; множина:
### nom-pl, gen-pl, dat-pl. Атрибути: .gender (masc, fem, neut, plur), .animacy (anim, inan) для
### чоловічого роду, де знахідний збігається з родовим.

## Терміни гри

-level = { $case ->
   *[nom] рівень
    [gen] рівня
    [dat] рівню
    [acc] рівень
    [ins] рівнем
    [loc] рівні
    [nom-pl] рівні
    [gen-pl] рівнів
    [dat-pl] рівням
  }
    .gender = masc
    .animacy = inan
-treasure = { $case ->
   *[nom] Скарб
    [gen] Скарбу
    [dat] Скарбу
    [acc] Скарб
    [ins] Скарбом
    [loc] Скарбі
    [nom-pl] Скарби
    [gen-pl] Скарбів
    [dat-pl] Скарбам
  }
    .gender = masc
    .animacy = inan
-door = { $case ->
   *[nom] Двері
    [gen] Дверей
    [dat] Дверям
    [acc] Двері
    [ins] Дверима
    [loc] Дверях
  }
    .gender = plur
-bad-stuff = { $case ->
   *[nom] Кепські наслідки
    [gen] Кепських наслідків
    [dat] Кепським наслідкам
    [acc] Кепські наслідки
    [ins] Кепськими наслідками
    [loc] Кепських наслідках
  }
    .gender = plur
-run-away = { $case ->
   *[nom] Змивка
    [gen] Змивки
    [dat] Змивці
    [acc] Змивку
    [ins] Змивкою
    [loc] Змивці
  }
    .gender = fem
-item = { $case ->
   *[nom] шмотка
    [gen] шмотки
    [dat] шмотці
    [acc] шмотку
    [ins] шмоткою
    [loc] шмотці
    [nom-pl] шмотки
    [gen-pl] шмоток
    [dat-pl] шмоткам
  }
    .gender = fem
-big-item = { $case ->
   *[nom] Велика шмотка
    [gen] Великої шмотки
    [dat] Великій шмотці
    [acc] Велику шмотку
    [ins] Великою шмоткою
    [loc] Великій шмотці
    [nom-pl] Великі шмотки
    [gen-pl] Великих шмоток
    [dat-pl] Великим шмоткам
  }
    .gender = fem
-headgear = { $case ->
   *[nom] Головняк
    [gen] Головняка
    [dat] Головняку
    [acc] Головняк
    [ins] Головняком
    [loc] Головняку
  }
    .gender = masc
    .animacy = inan
-armor = { $case ->
   *[nom] Бронік
    [gen] Броніка
    [dat] Броніку
    [acc] Бронік
    [ins] Броніком
    [loc] Броніку
  }
    .gender = masc
    .animacy = inan
-footgear = { $case ->
   *[nom] Взувка
    [gen] Взувки
    [dat] Взувці
    [acc] Взувку
    [ins] Взувкою
    [loc] Взувці
  }
    .gender = fem

## Види карт

-kind-monster = Монстр
    .gender = masc
-kind-curse = Прокляття
    .gender = neut
-kind-race = Раса
    .gender = fem
-kind-class = Клас
    .gender = masc
-kind-monster-enhancer = Посилення монстра
    .gender = neut
-kind-wandering-monster = Бродяча тварюка
    .gender = fem
-kind-super-munchkin = Суперманчкін
    .gender = masc
-kind-half-breed = Напівкровка
    .gender = fem
-kind-item = Шмотка
    .gender = fem
-kind-one-shot = Одноразова шмотка
    .gender = fem
-kind-go-up-a-level = Отримай рівень
    .gender = masc
-kind-hireling = Найманець
    .gender = masc
-kind-special = Особлива карта
    .gender = fem

## Набори значень

-slot-headgear = { $case ->
   *[nom] Головняк
    [gen] Головняка
    [dat] Головняку
    [acc] Головняк
    [ins] Головняком
    [loc] Головняку
    [nom-pl] Головняки
    [gen-pl] Головняків
    [dat-pl] Головнякам
  }
    .gender = masc
    .animacy = inan
-slot-armor = { $case ->
   *[nom] Бронік
    [gen] Броніка
    [dat] Броніку
    [acc] Бронік
    [ins] Броніком
    [loc] Броніку
    [nom-pl] Броніки
    [gen-pl] Броніків
    [dat-pl] Бронікам
  }
    .gender = masc
    .animacy = inan
-slot-footgear = { $case ->
   *[nom] Взувка
    [gen] Взувки
    [dat] Взувці
    [acc] Взувку
    [ins] Взувкою
    [loc] Взувці
    [nom-pl] Взувки
    [gen-pl] Взувок
    [dat-pl] Взувкам
  }
    .gender = fem
-loss-headgear = { $case ->
   *[nom] Головняк
    [gen] Головняка
    [dat] Головняку
    [acc] Головняк
    [ins] Головняком
    [loc] Головняку
  }
    .gender = masc
    .animacy = inan
-loss-armor = { $case ->
   *[nom] Бронік
    [gen] Броніка
    [dat] Броніку
    [acc] Бронік
    [ins] Броніком
    [loc] Броніку
  }
    .gender = masc
    .animacy = inan
-loss-footgear = { $case ->
   *[nom] Взувка
    [gen] Взувки
    [dat] Взувці
    [acc] Взувку
    [ins] Взувкою
    [loc] Взувці
  }
    .gender = fem
-loss-hand-item = { $case ->
   *[nom] шмотка для рук
    [gen] шмотки для рук
    [dat] шмотці для рук
    [acc] шмотку для рук
    [ins] шмоткою для рук
    [loc] шмотці для рук
  }
    .gender = fem
-loss-big-item = { $case ->
   *[nom] Велика шмотка
    [gen] Великої шмотки
    [dat] Великій шмотці
    [acc] Велику шмотку
    [ins] Великою шмоткою
    [loc] Великій шмотці
  }
    .gender = fem
-loss-item = { $case ->
   *[nom] шмотка
    [gen] шмотки
    [dat] шмотці
    [acc] шмотку
    [ins] шмоткою
    [loc] шмотці
  }
    .gender = fem
-loss-items = { $case ->
   *[nom] шмотки
    [gen] шмоток
    [dat] шмоткам
    [acc] шмотки
    [ins] шмотками
    [loc] шмотках
  }
    .gender = plur
-loss-class = { $case ->
   *[nom] Клас
    [gen] Класу
    [dat] Класу
    [acc] Клас
    [ins] Класом
    [loc] Класі
  }
    .gender = masc
    .animacy = inan
-loss-race = { $case ->
   *[nom] Раса
    [gen] Раси
    [dat] Расі
    [acc] Расу
    [ins] Расою
    [loc] Расі
  }
    .gender = fem
-loss-hireling = { $case ->
   *[nom] Найманець
    [gen] Найманця
    [dat] Найманцеві
    [acc] Найманця
    [ins] Найманцем
    [loc] Найманцеві
  }
    .gender = masc
    .animacy = anim
-loss-hand = { $case ->
   *[nom] рука
    [gen] руки
    [dat] руці
    [acc] руку
    [ins] рукою
    [loc] руці
  }
    .gender = fem
-deck-door = { $case ->
   *[nom] Двері
    [gen] Дверей
    [dat] Дверям
    [acc] Двері
    [ins] Дверима
    [loc] Дверях
  }
    .gender = plur
-deck-treasure = { $case ->
   *[nom] Скарби
    [gen] Скарбів
    [dat] Скарбам
    [acc] Скарби
    [ins] Скарбами
    [loc] Скарбах
  }
    .gender = plur
-gender-male = чоловік
    .indeclinable = yes
-gender-female = жінка
    .indeclinable = yes
-rank-lowest = найнижчий
    .indeclinable = yes
-rank-highest = найвищий
    .indeclinable = yes
-level-rank-lowest-level = з найнижчим рівнем
    .indeclinable = yes
-level-rank-highest-level = з найвищим рівнем
    .indeclinable = yes
-more-more = більше
    .indeclinable = yes
-more-fewer = менше
    .indeclinable = yes
-more-less = менше
    .indeclinable = yes
-category-class = { $case ->
   *[nom] Клас
    [gen] Класу
    [dat] Класу
    [acc] Клас
    [ins] Класом
    [loc] Класі
  }
    .gender = masc
    .animacy = inan
-category-race = { $case ->
   *[nom] Раса
    [gen] Раси
    [dat] Расі
    [acc] Расу
    [ins] Расою
    [loc] Расі
  }
    .gender = fem

## Раси

-race-dwarf = { $case ->
   *[nom] Дварф
    [gen] Дварфа
    [dat] Дварфові
    [acc] Дварфа
    [ins] Дварфом
    [loc] Дварфові
  }
    .gender = masc
    .animacy = anim
-race-elf = { $case ->
   *[nom] Ельф
    [gen] Ельфа
    [dat] Ельфові
    [acc] Ельфа
    [ins] Ельфом
    [loc] Ельфові
  }
    .gender = masc
    .animacy = anim
-race-gnome = { $case ->
   *[nom] Гном
    [gen] Гнома
    [dat] Гномові
    [acc] Гнома
    [ins] Гномом
    [loc] Гномові
  }
    .gender = masc
    .animacy = anim
-race-halfling = { $case ->
   *[nom] Галфлінг
    [gen] Галфлінга
    [dat] Галфлінгові
    [acc] Галфлінга
    [ins] Галфлінгом
    [loc] Галфлінгові
  }
    .gender = masc
    .animacy = anim

## Класи

-class-cleric = { $case ->
   *[nom] Клірик
    [gen] Клірика
    [dat] Клірикові
    [acc] Клірика
    [ins] Кліриком
    [loc] Клірикові
  }
    .gender = masc
    .animacy = anim
-class-thief = { $case ->
   *[nom] Злодій
    [gen] Злодія
    [dat] Злодієві
    [acc] Злодія
    [ins] Злодієм
    [loc] Злодієві
  }
    .gender = masc
    .animacy = anim
-class-warden = { $case ->
   *[nom] Наглядач
    [gen] Наглядача
    [dat] Наглядачеві
    [acc] Наглядача
    [ins] Наглядачем
    [loc] Наглядачеві
  }
    .gender = masc
    .animacy = anim
-class-warrior = { $case ->
   *[nom] Воїн
    [gen] Воїна
    [dat] Воїнові
    [acc] Воїна
    [ins] Воїном
    [loc] Воїнові
  }
    .gender = masc
    .animacy = anim
-class-wizard = { $case ->
   *[nom] Чарівник
    [gen] Чарівника
    [dat] Чарівникові
    [acc] Чарівника
    [ins] Чарівником
    [loc] Чарівникові
  }
    .gender = masc
    .animacy = anim

## Мітки монстрів

-tag-beast = { $case ->
   *[nom] Звір
    [gen] Звіра
    [dat] Звірові
    [acc] Звіра
    [ins] Звіром
    [loc] Звірові
  }
    .gender = masc
    .animacy = anim
-tag-big = { $case ->
   *[nom] Велетень
    [gen] Велетня
    [dat] Велетневі
    [acc] Велетня
    [ins] Велетнем
    [loc] Велетневі
  }
    .gender = masc
    .animacy = anim
-tag-demon = { $case ->
   *[nom] Демон
    [gen] Демона
    [dat] Демонові
    [acc] Демона
    [ins] Демоном
    [loc] Демонові
  }
    .gender = masc
    .animacy = anim
-tag-dragon = { $case ->
   *[nom] Дракон
    [gen] Дракона
    [dat] Драконові
    [acc] Дракона
    [ins] Драконом
    [loc] Драконові
  }
    .gender = masc
    .animacy = anim
-tag-flying = { $case ->
   *[nom] Летун
    [gen] Летуна
    [dat] Летунові
    [acc] Летуна
    [ins] Летуном
    [loc] Летунові
  }
    .gender = masc
    .animacy = anim
-tag-ghost = { $case ->
   *[nom] Привид
    [gen] Привида
    [dat] Привидові
    [acc] Привида
    [ins] Привидом
    [loc] Привидові
  }
    .gender = masc
    .animacy = anim
-tag-goblin = { $case ->
   *[nom] Гоблін
    [gen] Гобліна
    [dat] Гоблінові
    [acc] Гобліна
    [ins] Гобліном
    [loc] Гоблінові
  }
    .gender = masc
    .animacy = anim
-tag-lawyer = { $case ->
   *[nom] Юрист
    [gen] Юриста
    [dat] Юристові
    [acc] Юриста
    [ins] Юристом
    [loc] Юристові
  }
    .gender = masc
    .animacy = anim
-tag-plant = { $case ->
   *[nom] Рослина
    [gen] Рослини
    [dat] Рослині
    [acc] Рослину
    [ins] Рослиною
    [loc] Рослині
  }
    .gender = fem
-tag-slime = { $case ->
   *[nom] Слиз
    [gen] Слизу
    [dat] Слизу
    [acc] Слиз
    [ins] Слизом
    [loc] Слизі
  }
    .gender = masc
    .animacy = inan
-tag-undead = { $case ->
   *[nom] Нежить
    [gen] Нежиті
    [dat] Нежиті
    [acc] Нежить
    [ins] Нежиттю
    [loc] Нежиті
  }
    .gender = fem

## Карти (відмінки там, де текст правил вставляє назву не в називному)

-card-mun-047 = Дипломований фанат мечів
    .gender = masc
    .animacy = anim
-card-mun-048 = Учень-закляттєметальник
    .gender = masc
    .animacy = anim
-card-mun-049 = Ліцензований кишеньковий злодій
    .gender = masc
    .animacy = anim
-card-mun-050 = Висвячений екзорцист
    .gender = masc
    .animacy = anim
-card-mun-033 = Капелюхоїдна міль
    .gender = fem
-card-mun-034 = Раптова амнезія
    .gender = fem
-card-mun-035 = Прокляття забитого пальця
    .gender = neut
-card-mun-036 = Гардеробна аварія
    .gender = fem
-card-mun-037 = Криза ідентичності
    .gender = fem
-card-mun-038 = Невдалий поліморф
    .gender = masc
    .animacy = inan
-card-mun-039 = Вроки дірявих рук
    .gender = plur
-card-mun-040 = Раптова податкова перевірка
    .gender = fem
-card-mun-041 = Особиста дощова хмарка
    .gender = fem
-card-mun-042 = Бездонна торба з діркою
    .gender = fem
-card-mun-043 = Заздрісний сусід
    .gender = masc
    .animacy = anim
-card-mun-words-gnome = Гном-майстрованець
    .gender = masc
    .animacy = anim
-card-mun-words-warden = Гоблінський наглядач
    .gender = masc
    .animacy = anim
-card-mun-words-monocle = Гномський монокль
    .gender = masc
    .animacy = inan
-card-mun-words-catcher = Гоблін-гномолов
    .gender = masc
    .animacy = anim
-card-mun-words-sneak = Гоблін-крадій
    .gender = masc
    .animacy = anim
-card-mun-090 = Старший за гори
    .gender = masc
    .animacy = anim
-card-mun-091 = Щойно прокинувся після дрімоти
    .gender = masc
    .animacy = anim
-card-mun-092 = Лютий через паркування
    .gender = masc
    .animacy = anim
-card-mun-093 = Перехідний вік
    .gender = masc
    .animacy = inan
-card-mun-094 = Свіжозомбований
    .gender = masc
    .animacy = anim
-card-mun-095 = Нестерпно прилипливий
    .gender = masc
    .animacy = anim
-card-mun-096 = Непроханий «плюс один»
    .gender = masc
    .animacy = anim
-card-mun-097 = Неспокійні мерці на екскурсії
    .gender = plur
-card-mun-051 = Конічний ковпак легкої магії
    .gender = masc
    .animacy = inan
-card-mun-052 = Друшляк черепної безпеки
    .gender = masc
    .animacy = inan
-card-mun-053 = Рогате відро гіперкомпенсації
    .gender = neut
-card-mun-054 = Кольчужний комбінезончик
    .gender = masc
    .animacy = inan
-card-mun-055 = Нагрудник незаслуженої впевненості
    .gender = masc
    .animacy = inan
-card-mun-056 = Мантія зі смаковитими блискітками
    .gender = fem
-card-mun-057 = Слизостійке пончо
    .gender = neut
-card-mun-058 = Кеди стратегічного відступу
    .gender = plur
-card-mun-059 = Черевики зі сталевими носаками
    .gender = plur
-card-mun-060 = Капці безшумного човгання
    .gender = plur
-card-mun-061 = Іржавий ніж для масла
    .gender = masc
    .animacy = inan
-card-mun-062 = Щит переважно з дірок
    .gender = masc
    .animacy = inan
-card-mun-063 = Паличка сумнівних іскор
    .gender = fem
-card-mun-064 = Благословенна сковорідка
    .gender = fem
-card-mun-065 = Заточка прикрих рішень
    .gender = fem
-card-mun-066 = Рукавиця зарозумілості
    .gender = fem
-card-mun-067 = Довгий лук зі стрічечками
    .gender = masc
    .animacy = inan
-card-mun-068 = Цілий стовбур дерева
    .gender = masc
    .animacy = inan
-card-mun-069 = Алебарда розумної дистанції
    .gender = fem
-card-mun-070 = Таран на коліщатках
    .gender = masc
    .animacy = inan
-card-mun-071 = Хиткий стілець соціального ліфта
    .gender = masc
    .animacy = inan
-card-mun-072 = Щаслива гумова курка
    .gender = fem
-card-mun-073 = Плащ драматичних виходів
    .gender = masc
    .animacy = inan
-card-mun-084 = Підкупи барда
    .gender = masc
    .animacy = inan
-card-mun-085 = Похвались у таверні
    .gender = masc
    .animacy = inan
-card-mun-086 = Нарешті прочитай правила
    .gender = masc
    .animacy = inan
-card-mun-087 = Натри свій кубок за участь
    .gender = masc
    .animacy = inan
-card-mun-088 = Звільни носильника
    .gender = masc
    .animacy = inan
-card-mun-089 = Продай гобліну таймшер
    .gender = masc
    .animacy = inan
-card-mun-001 = Надутий Слиз
    .gender = masc
    .animacy = inan
-card-mun-002 = Пасивно-агресивна папороть
    .gender = fem
-card-mun-003 = Шкарпетковий ґремлін
    .gender = masc
    .animacy = anim
-card-mun-004 = Гоблін-податківець
    .gender = masc
    .animacy = anim
-card-mun-005 = Буркотливий печерний тритон
    .gender = masc
    .animacy = anim
-card-mun-006 = Кишеньковий драконеня
    .gender = neut
-card-mun-007 = { $case ->
   *[nom] Болотний вогник
    [gen] Болотного вогника
    [dat] Болотному вогникові
    [acc] Болотний вогник
    [ins] Болотним вогником
    [loc] Болотному вогникові
  }
    .gender = masc
    .animacy = inan
-card-mun-008 = Скелет-бухгалтер
    .gender = masc
    .animacy = anim
-card-mun-009 = Зомбі-рознощик газет
    .gender = masc
    .animacy = anim
-card-mun-010 = Ланчбокс-мімік
    .gender = masc
    .animacy = anim
-card-mun-011 = Желейний табурет
    .gender = masc
    .animacy = inan
-card-mun-012 = { $case ->
   *[nom] Акордеон із привидами
    [gen] Акордеона з привидами
    [dat] Акордеону з привидами
    [acc] Акордеон із привидами
    [ins] Акордеоном із привидами
    [loc] Акордеоні з привидами
  }
    .gender = masc
    .animacy = inan
-card-mun-013 = Незадоволений мінотавр-стажер
    .gender = masc
    .animacy = anim
-card-mun-014 = Зграя заводних голубів
    .gender = fem
-card-mun-015 = Злопам'ятний болотяний змій
    .gender = masc
    .animacy = anim
-card-mun-016 = Барон комар-вампір
    .gender = masc
    .animacy = anim
-card-mun-017 = Голем простроченої книжки
    .gender = masc
    .animacy = anim
-card-mun-018 = Салат-бар хижий
    .gender = masc
    .animacy = inan
-card-mun-019 = Банші з мегафоном
    .gender = fem
-card-mun-020 = Орк — мотиваційний спікер
    .gender = masc
    .animacy = anim
-card-mun-021 = Ліч легкої незручності
    .gender = masc
    .animacy = anim
-card-mun-022 = { $case ->
   *[nom] Троль під звідним мостом
    [gen] Троля під звідним мостом
    [dat] Тролеві під звідним мостом
    [acc] Троля під звідним мостом
    [ins] Тролем під звідним мостом
    [loc] Тролеві під звідним мостом
  }
    .gender = masc
    .animacy = anim
-card-mun-023 = Знехтувана болотяна відьма
    .gender = fem
-card-mun-024 = Велетенський равлик погибелі
    .gender = masc
    .animacy = anim
-card-mun-025 = Привид-пірат інтендант
    .gender = masc
    .animacy = anim
-card-mun-026 = Демон — середній менеджер
    .gender = masc
    .animacy = anim
-card-mun-027 = Гідра багатьох думок
    .gender = fem
-card-mun-028 = { $case ->
   *[nom] Химера комітетських рішень
    [gen] Химери комітетських рішень
    [dat] Химері комітетських рішень
    [acc] Химеру комітетських рішень
    [ins] Химерою комітетських рішень
    [loc] Химері комітетських рішень
  }
    .gender = fem
-card-mun-029 = { $case ->
   *[nom] Стародавній змій-юрист
    [gen] Стародавнього змія-юриста
    [dat] Стародавньому змієві-юристові
    [acc] Стародавнього змія-юриста
    [ins] Стародавнім змієм-юристом
    [loc] Стародавньому змієві-юристові
  }
    .gender = masc
    .animacy = anim
-card-mun-030 = Тричі пенсіонований старий дракон
    .gender = masc
    .animacy = anim
-card-mun-031 = Кістяний колос
    .gender = masc
    .animacy = anim
-card-mun-032 = { $case ->
   *[nom] Невимовна тітонька-щупальце
    [gen] Невимовної тітоньки-щупальця
    [dat] Невимовній тітоньці-щупальцю
    [acc] Невимовну тітоньку-щупальце
    [ins] Невимовною тітонькою-щупальцем
    [loc] Невимовній тітоньці-щупальцю
  }
    .gender = fem
-card-mun-num-1 = Сумка, що всихає
    .gender = fem
-card-mun-num-2 = Заздрісний рак-самітник
    .gender = masc
    .animacy = anim
-card-mun-num-3 = Прокляття мокрих шкарпеток
    .gender = neut
-card-mun-num-4 = Оберіг стерв'ятникової ворони
    .gender = masc
    .animacy = inan
-card-mun-num-5 = Дрібка принизливого пилу
    .gender = fem
-card-mun-num-6 = Дірявий мішок для здобичі
    .gender = masc
    .animacy = inan
-card-mun-num-7 = Бездонний рюкзак
    .gender = masc
    .animacy = inan
-card-mun-num-8 = Суворий черговий
    .gender = masc
    .animacy = anim
-card-mun-num-9 = Лічильна паличка скнари
    .gender = fem
-card-mun-074 = Фляга рідкої мужності
    .gender = fem
-card-mun-075 = Димова бомба ніякової тиші
    .gender = fem
-card-mun-076 = Зменшувальний порошок
    .gender = masc
    .animacy = inan
-card-mun-077 = Банка злих бджіл
    .gender = fem
-card-mun-078 = Спрей від ектоплазми
    .gender = masc
    .animacy = inan
-card-mun-079 = Смердюча бомба «Люкс»
    .gender = fem
-card-mun-080 = Портативна діра (трохи вживана)
    .gender = fem
-card-mun-081 = Кишеньковий пісок
    .gender = masc
    .animacy = inan
-card-mun-082 = Сувій ввічливого спроваджування
    .gender = masc
    .animacy = inan
-card-mun-083 = Монета скромних бажань
    .gender = fem
-card-mun-106 = Хапалка на палиці
    .gender = fem
-card-mun-098 = Дозвіл для відмінника
    .gender = masc
    .animacy = inan
-card-mun-099 = Дуже заплутане родове дерево
    .gender = neut
-card-mun-100 = { $case ->
   *[nom] Гері, якого не шкода
    [gen] Гері, якого не шкода
    [dat] Гері, якого не шкода
    [acc] Гері, якого не шкода
    [ins] Гері, якого не шкода
    [loc] Гері, якого не шкода
  }
    .gender = masc
    .animacy = anim
-card-mun-101 = Смолоскипник із власною думкою
    .gender = masc
    .animacy = anim
-card-mun-102 = В'ючний мул на ім'я Доля
    .gender = masc
    .animacy = anim
-card-mun-103 = Дарча на все підземелля
    .gender = fem
-card-mun-104 = Дзеркало нудного дублювання
    .gender = neut
-card-mun-105 = Зручний люк
    .gender = masc
    .animacy = inan
-card-mun-parts-01 = Рахівниця скнари
    .gender = fem
-card-mun-parts-02 = Корона моменту
    .gender = fem
-card-mun-parts-03 = Пірнання в смітник
    .gender = neut
-card-mun-parts-04 = Заперечую!
    .gender = neut
-card-mun-parts-05 = Метальник ножів
    .gender = masc
    .animacy = anim
-card-mun-parts-06 = Благодійний порив
    .gender = masc
    .animacy = inan
-card-mun-parts-07 = Темний нотаріус
    .gender = masc
    .animacy = anim
-card-mun-044 = Пританцьовуючий обіймач дерев
    .gender = masc
    .animacy = anim
-card-mun-045 = Кремезний бородань
    .gender = masc
    .animacy = anim
-card-mun-046 = Любитель другого сніданку
    .gender = masc
    .animacy = anim
