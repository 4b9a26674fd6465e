### Глосарій родини Манчкін: українська. Відмінки ($case): nom, gen, dat, acc, ins, loc; множина:
### nom-pl, gen-pl, dat-pl. Атрибути: .gender (masc, fem, neut, plur), .animacy (anim, inan) для
### чоловічого роду, де знахідний збігається з родовим.


## Терміни гри

# source-hash: b35bbb70d4d9
-level =
    { $case ->
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
# source-hash: 21aa09c13a82
-treasure =
    { $case ->
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
# source-hash: e5634d07e00f
-door =
    { $case ->
       *[nom] Двері
        [gen] Дверей
        [dat] Дверям
        [acc] Двері
        [ins] Дверима
        [loc] Дверях
    }
    .gender = plur
# source-hash: b0fbc278a875
-bad-stuff =
    { $case ->
       *[nom] Кепські наслідки
        [gen] Кепських наслідків
        [dat] Кепським наслідкам
        [acc] Кепські наслідки
        [ins] Кепськими наслідками
        [loc] Кепських наслідках
    }
    .gender = plur
# source-hash: 72f0df12120d
-run-away =
    { $case ->
       *[nom] Змивка
        [gen] Змивки
        [dat] Змивці
        [acc] Змивку
        [ins] Змивкою
        [loc] Змивці
    }
    .gender = fem
# source-hash: e4a4861515e3
-item =
    { $case ->
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
# source-hash: d477cd58ff6a
-big-item =
    { $case ->
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
# source-hash: 9686b474a4a8
-headgear =
    { $case ->
       *[nom] Головняк
        [gen] Головняка
        [dat] Головняку
        [acc] Головняк
        [ins] Головняком
        [loc] Головняку
    }
    .gender = masc
    .animacy = inan
# source-hash: dff6ad522d97
-armor =
    { $case ->
       *[nom] Бронік
        [gen] Броніка
        [dat] Броніку
        [acc] Бронік
        [ins] Броніком
        [loc] Броніку
    }
    .gender = masc
    .animacy = inan
# source-hash: 872416aa9a92
-footgear =
    { $case ->
       *[nom] Взувка
        [gen] Взувки
        [dat] Взувці
        [acc] Взувку
        [ins] Взувкою
        [loc] Взувці
    }
    .gender = fem
# source-hash: 232594c056cf
-hong-kong =
    { $case ->
       *[nom] Гонконг
        [gen] Гонконгу
        [dat] Гонконгу
        [acc] Гонконг
        [ins] Гонконгом
        [loc] Гонконгу
    }
    .gender = masc
    .animacy = inan
# source-hash: cd3af0c54ef8
-style =
    { $case ->
       *[nom] Стиль
        [gen] Стилю
        [dat] Стилю
        [acc] Стиль
        [ins] Стилем
        [loc] Стилі
    }
    .gender = masc
    .animacy = inan

## Види карт

# source-hash: 7264b1c194ea
-kind-monster = Монстр
    .gender = masc
# source-hash: dd6e6c87c22c
-kind-curse = Прокляття
    .gender = neut
# source-hash: 6bf8a0c44ea7
-kind-race = Раса
    .gender = fem
# source-hash: 3269b45e3fdd
-kind-class = Клас
    .gender = masc
# source-hash: 130ee17bc626
-kind-monster-enhancer = Посилення монстра
    .gender = neut
# source-hash: 74708c986dc2
-kind-wandering-monster = Бродяча тварюка
    .gender = fem
# source-hash: 0850fd8f9356
-kind-super-munchkin = Суперманчкін
    .gender = masc
# source-hash: d2f36262a4fb
-kind-half-breed = Напівкровка
    .gender = fem
# source-hash: b2d5a39bc9ab
-kind-item = Шмотка
    .gender = fem
# source-hash: 78d6803a75c7
-kind-one-shot = Одноразова шмотка
    .gender = fem
# source-hash: 7de600e69d24
-kind-go-up-a-level = Отримай рівень
    .gender = masc
# source-hash: 73a6327215e8
-kind-hireling = Найманець
    .gender = masc
# source-hash: 34b7b50c35a3
-kind-special = Особлива карта
    .gender = fem

## Набори значень

# source-hash: 26b65d77f40b
-slot-headgear =
    { $case ->
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
# source-hash: 25a26f1da3bf
-slot-armor =
    { $case ->
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
# source-hash: 4e07253feef8
-slot-footgear =
    { $case ->
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
# source-hash: e5bc4b427a7a
-loss-headgear =
    { $case ->
       *[nom] Головняк
        [gen] Головняка
        [dat] Головняку
        [acc] Головняк
        [ins] Головняком
        [loc] Головняку
    }
    .gender = masc
    .animacy = inan
# source-hash: d542cac0ed06
-loss-armor =
    { $case ->
       *[nom] Бронік
        [gen] Броніка
        [dat] Броніку
        [acc] Бронік
        [ins] Броніком
        [loc] Броніку
    }
    .gender = masc
    .animacy = inan
# source-hash: ffefa6e0dd40
-loss-footgear =
    { $case ->
       *[nom] Взувка
        [gen] Взувки
        [dat] Взувці
        [acc] Взувку
        [ins] Взувкою
        [loc] Взувці
    }
    .gender = fem
# source-hash: 959413ae81e3
-loss-hand-item =
    { $case ->
       *[nom] шмотка для рук
        [gen] шмотки для рук
        [dat] шмотці для рук
        [acc] шмотку для рук
        [ins] шмоткою для рук
        [loc] шмотці для рук
    }
    .gender = fem
# source-hash: e6e231b609c1
-loss-big-item =
    { $case ->
       *[nom] Велика шмотка
        [gen] Великої шмотки
        [dat] Великій шмотці
        [acc] Велику шмотку
        [ins] Великою шмоткою
        [loc] Великій шмотці
    }
    .gender = fem
# source-hash: 9f55848a12f5
-loss-item =
    { $case ->
       *[nom] шмотка
        [gen] шмотки
        [dat] шмотці
        [acc] шмотку
        [ins] шмоткою
        [loc] шмотці
    }
    .gender = fem
# source-hash: 2d50145f9fe7
-loss-items =
    { $case ->
       *[nom] шмотки
        [gen] шмоток
        [dat] шмоткам
        [acc] шмотки
        [ins] шмотками
        [loc] шмотках
    }
    .gender = plur
# source-hash: 4f7f67890982
-loss-class =
    { $case ->
       *[nom] Клас
        [gen] Класу
        [dat] Класу
        [acc] Клас
        [ins] Класом
        [loc] Класі
    }
    .gender = masc
    .animacy = inan
# source-hash: d21ac1f83a40
-loss-race =
    { $case ->
       *[nom] Раса
        [gen] Раси
        [dat] Расі
        [acc] Расу
        [ins] Расою
        [loc] Расі
    }
    .gender = fem
# source-hash: e81a4971d9f4
-loss-hireling =
    { $case ->
       *[nom] Найманець
        [gen] Найманця
        [dat] Найманцеві
        [acc] Найманця
        [ins] Найманцем
        [loc] Найманцеві
    }
    .gender = masc
    .animacy = anim
# source-hash: 61eae7930b06
-loss-hand =
    { $case ->
       *[nom] рука
        [gen] руки
        [dat] руці
        [acc] руку
        [ins] рукою
        [loc] руці
    }
    .gender = fem
# source-hash: 4afa14285dd3
-deck-door =
    { $case ->
       *[nom] Двері
        [gen] Дверей
        [dat] Дверям
        [acc] Двері
        [ins] Дверима
        [loc] Дверях
    }
    .gender = plur
# source-hash: 1e8ea04b5142
-deck-treasure =
    { $case ->
       *[nom] Скарби
        [gen] Скарбів
        [dat] Скарбам
        [acc] Скарби
        [ins] Скарбами
        [loc] Скарбах
    }
    .gender = plur
# source-hash: 4b445a30daaf
-gender-male = чоловік
    .indeclinable = yes
# source-hash: 97821466a7c6
-gender-female = жінка
    .indeclinable = yes
# source-hash: 0322cd822fc4
-rank-lowest = найнижчий
    .indeclinable = yes
# source-hash: 09317c66a450
-rank-highest = найвищий
    .indeclinable = yes
# source-hash: 5859bc7b4a50
-level-rank-lowest-level = з найнижчим рівнем
    .indeclinable = yes
# source-hash: 54e8f0638e90
-level-rank-highest-level = з найвищим рівнем
    .indeclinable = yes
# source-hash: f1cd21160ac0
-more-more = більше
    .indeclinable = yes
# source-hash: 2d5a923cdca2
-more-fewer = менше
    .indeclinable = yes
# source-hash: c8d131c83328
-more-less = менше
    .indeclinable = yes
# source-hash: db166a08ea2d
-category-class =
    { $case ->
       *[nom] Клас
        [gen] Класу
        [dat] Класу
        [acc] Клас
        [ins] Класом
        [loc] Класі
    }
    .gender = masc
    .animacy = inan
# source-hash: cd778e3dee3e
-category-race =
    { $case ->
       *[nom] Раса
        [gen] Раси
        [dat] Расі
        [acc] Расу
        [ins] Расою
        [loc] Расі
    }
    .gender = fem

## Раси

# source-hash: 40e85a518e99
-race-dwarf =
    { $case ->
       *[nom] Дварф
        [gen] Дварфа
        [dat] Дварфові
        [acc] Дварфа
        [ins] Дварфом
        [loc] Дварфові
    }
    .gender = masc
    .animacy = anim
# source-hash: fcc77eab1726
-race-elf =
    { $case ->
       *[nom] Ельф
        [gen] Ельфа
        [dat] Ельфові
        [acc] Ельфа
        [ins] Ельфом
        [loc] Ельфові
    }
    .gender = masc
    .animacy = anim
# source-hash: b2e4cac3b87b
-race-gnome =
    { $case ->
       *[nom] Гном
        [gen] Гнома
        [dat] Гномові
        [acc] Гнома
        [ins] Гномом
        [loc] Гномові
    }
    .gender = masc
    .animacy = anim
# source-hash: ea8e11f3a676
-race-halfling =
    { $case ->
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

# source-hash: b041765d0f33
-class-cleric =
    { $case ->
       *[nom] Клірик
        [gen] Клірика
        [dat] Клірикові
        [acc] Клірика
        [ins] Кліриком
        [loc] Клірикові
    }
    .gender = masc
    .animacy = anim
# source-hash: 4fe6da5f18f3
-class-thief =
    { $case ->
       *[nom] Злодій
        [gen] Злодія
        [dat] Злодієві
        [acc] Злодія
        [ins] Злодієм
        [loc] Злодієві
    }
    .gender = masc
    .animacy = anim
# source-hash: 0ef84283faf6
-class-warden =
    { $case ->
       *[nom] Наглядач
        [gen] Наглядача
        [dat] Наглядачеві
        [acc] Наглядача
        [ins] Наглядачем
        [loc] Наглядачеві
    }
    .gender = masc
    .animacy = anim
# source-hash: e1d1a688fe17
-class-warrior =
    { $case ->
       *[nom] Воїн
        [gen] Воїна
        [dat] Воїнові
        [acc] Воїна
        [ins] Воїном
        [loc] Воїнові
    }
    .gender = masc
    .animacy = anim
# source-hash: 577f78066463
-class-wizard =
    { $case ->
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

# source-hash: 6722dbfbf245
-tag-beast =
    { $case ->
       *[nom] Звір
        [gen] Звіра
        [dat] Звірові
        [acc] Звіра
        [ins] Звіром
        [loc] Звірові
    }
    .gender = masc
    .animacy = anim
# source-hash: b58715fe5482
-tag-big =
    { $case ->
       *[nom] Велетень
        [gen] Велетня
        [dat] Велетневі
        [acc] Велетня
        [ins] Велетнем
        [loc] Велетневі
        [adj-masc] Великий
        [adj-fem] Велика
        [adj-neut] Велике
        [adj-pl] Великі
    }
    .gender = masc
    .animacy = anim
# source-hash: 25285916bbf4
-tag-demon =
    { $case ->
       *[nom] Демон
        [gen] Демона
        [dat] Демонові
        [acc] Демона
        [ins] Демоном
        [loc] Демонові
    }
    .gender = masc
    .animacy = anim
# source-hash: 75800950028c
-tag-dragon =
    { $case ->
       *[nom] Дракон
        [gen] Дракона
        [dat] Драконові
        [acc] Дракона
        [ins] Драконом
        [loc] Драконові
    }
    .gender = masc
    .animacy = anim
# source-hash: 791106c52aab
-tag-flying =
    { $case ->
       *[nom] Летун
        [gen] Летуна
        [dat] Летунові
        [acc] Летуна
        [ins] Летуном
        [loc] Летунові
    }
    .gender = masc
    .animacy = anim
# source-hash: d5faa39f49d3
-tag-ghost =
    { $case ->
       *[nom] Привид
        [gen] Привида
        [dat] Привидові
        [acc] Привида
        [ins] Привидом
        [loc] Привидові
    }
    .gender = masc
    .animacy = anim
# source-hash: 4f854afc146f
-tag-goblin =
    { $case ->
       *[nom] Гоблін
        [gen] Гобліна
        [dat] Гоблінові
        [acc] Гобліна
        [ins] Гобліном
        [loc] Гоблінові
    }
    .gender = masc
    .animacy = anim
# source-hash: 3447144f7910
-tag-lawyer =
    { $case ->
       *[nom] Юрист
        [gen] Юриста
        [dat] Юристові
        [acc] Юриста
        [ins] Юристом
        [loc] Юристові
    }
    .gender = masc
    .animacy = anim
# source-hash: 99f5299222a8
-tag-plant =
    { $case ->
       *[nom] Рослина
        [gen] Рослини
        [dat] Рослині
        [acc] Рослину
        [ins] Рослиною
        [loc] Рослині
    }
    .gender = fem
# source-hash: dabd268faeaf
-tag-slime =
    { $case ->
       *[nom] Слиз
        [gen] Слизу
        [dat] Слизу
        [acc] Слиз
        [ins] Слизом
        [loc] Слизі
    }
    .gender = masc
    .animacy = inan
# source-hash: cf7b1a4f5e87
-tag-undead =
    { $case ->
       *[nom] Нежить
        [gen] Нежиті
        [dat] Нежиті
        [acc] Нежить
        [ins] Нежиттю
        [loc] Нежиті
    }
    .gender = fem

## Карти (відмінки там, де текст правил вставляє назву не в називному)

# source-hash: 47d0c5bc0fa9
-card-mun-047 = Дипломований фанат мечів
    .gender = masc
    .animacy = anim
# source-hash: 6f96b9e6b356
-card-mun-048 = Учень-закляттєметальник
    .gender = masc
    .animacy = anim
# source-hash: df31fdec7d90
-card-mun-049 = Ліцензований кишеньковий злодій
    .gender = masc
    .animacy = anim
# source-hash: dd177a4ecbf3
-card-mun-050 = Висвячений екзорцист
    .gender = masc
    .animacy = anim
# source-hash: 1472e852866d
-card-mun-033 = Капелюхоїдна міль
    .gender = fem
# source-hash: 381051b6ada2
-card-mun-034 = Раптова амнезія
    .gender = fem
# source-hash: 61e057f3aabe
-card-mun-035 = Прокляття забитого пальця
    .gender = neut
# source-hash: d1553e681a8b
-card-mun-036 = Гардеробна аварія
    .gender = fem
# source-hash: 0e031aad6234
-card-mun-037 = Криза ідентичності
    .gender = fem
# source-hash: c7c478d4faeb
-card-mun-038 = Невдалий поліморф
    .gender = masc
    .animacy = inan
# source-hash: 3f875e068bed
-card-mun-039 = Вроки дірявих рук
    .gender = plur
# source-hash: 5e6110521f48
-card-mun-040 = Раптова податкова перевірка
    .gender = fem
# source-hash: dbf50e8be570
-card-mun-041 = Особиста дощова хмарка
    .gender = fem
# source-hash: 515460bf9eb3
-card-mun-042 = Бездонна торба з діркою
    .gender = fem
# source-hash: bcbb50420b83
-card-mun-043 = Заздрісний сусід
    .gender = masc
    .animacy = anim
# source-hash: 222aacd27dd0
-card-mun-words-gnome = Гном-майстрованець
    .gender = masc
    .animacy = anim
# source-hash: afee771c656a
-card-mun-words-warden = Гоблінський наглядач
    .gender = masc
    .animacy = anim
# source-hash: 29740b4f1383
-card-mun-words-monocle = Гномський монокль
    .gender = masc
    .animacy = inan
# source-hash: d38c331c7a85
-card-mun-words-catcher = Гоблін-гномолов
    .gender = masc
    .animacy = anim
# source-hash: e669a60e3cc8
-card-mun-words-sneak = Гоблін-крадій
    .gender = masc
    .animacy = anim
# source-hash: 49f4f45c190b
-card-mun-090 = Старший за гори
    .gender = masc
    .animacy = anim
# source-hash: d216ac16cc4e
-card-mun-091 = Щойно прокинувся після дрімоти
    .gender = masc
    .animacy = anim
# source-hash: 05f4ea159fe9
-card-mun-092 = Лютий через паркування
    .gender = masc
    .animacy = anim
# source-hash: ba82af2940d9
-card-mun-093 = Перехідний вік
    .gender = masc
    .animacy = inan
# source-hash: 5b5bfe10ed8d
-card-mun-094 = Свіжозомбований
    .gender = masc
    .animacy = anim
# source-hash: a4c85f7e667c
-card-mun-095 = Нестерпно прилипливий
    .gender = masc
    .animacy = anim
# source-hash: fd79329beb5c
-card-mun-096 = Непроханий «плюс один»
    .gender = masc
    .animacy = anim
# source-hash: d0b308a8df4a
-card-mun-097 = Неспокійні мерці на екскурсії
    .gender = plur
# source-hash: 4d11d76ed4cc
-card-mun-051 = Конічний ковпак легкої магії
    .gender = masc
    .animacy = inan
# source-hash: fef9534e8c5a
-card-mun-052 = Друшляк черепної безпеки
    .gender = masc
    .animacy = inan
# source-hash: 7b255a6c271d
-card-mun-053 = Рогате відро гіперкомпенсації
    .gender = neut
# source-hash: 5da11b2541cb
-card-mun-054 = Кольчужний комбінезончик
    .gender = masc
    .animacy = inan
# source-hash: 591748cd7475
-card-mun-055 = Нагрудник незаслуженої впевненості
    .gender = masc
    .animacy = inan
# source-hash: 38a74000466a
-card-mun-056 = Мантія зі смаковитими блискітками
    .gender = fem
# source-hash: db8c4cc0e0d5
-card-mun-057 = Слизостійке пончо
    .gender = neut
# source-hash: 29aca597d27c
-card-mun-058 = Кеди стратегічного відступу
    .gender = plur
# source-hash: 41e1ee7c7aef
-card-mun-059 = Черевики зі сталевими носаками
    .gender = plur
# source-hash: bb0c8358acd9
-card-mun-060 = Капці безшумного човгання
    .gender = plur
# source-hash: 7789d3a7bef2
-card-mun-061 = Іржавий ніж для масла
    .gender = masc
    .animacy = inan
# source-hash: fd4e5c93d88a
-card-mun-062 = Щит переважно з дірок
    .gender = masc
    .animacy = inan
# source-hash: 1e95ed89f7cf
-card-mun-063 = Паличка сумнівних іскор
    .gender = fem
# source-hash: 09196e67e489
-card-mun-064 = Благословенна сковорідка
    .gender = fem
# source-hash: cfe4a1589f1f
-card-mun-065 = Заточка прикрих рішень
    .gender = fem
# source-hash: b9bf87bd90bc
-card-mun-066 = Рукавиця зарозумілості
    .gender = fem
# source-hash: 150dbac47e98
-card-mun-067 = Довгий лук зі стрічечками
    .gender = masc
    .animacy = inan
# source-hash: 642f8a76885e
-card-mun-068 = Цілий стовбур дерева
    .gender = masc
    .animacy = inan
# source-hash: ac9ef4779f0d
-card-mun-069 = Алебарда розумної дистанції
    .gender = fem
# source-hash: 7e844d87a179
-card-mun-070 = Таран на коліщатках
    .gender = masc
    .animacy = inan
# source-hash: 642dea68acbf
-card-mun-071 = Хиткий стілець соціального ліфта
    .gender = masc
    .animacy = inan
# source-hash: bf96f10fd223
-card-mun-072 = Щаслива гумова курка
    .gender = fem
# source-hash: 0f2cc0efd894
-card-mun-073 = Плащ драматичних виходів
    .gender = masc
    .animacy = inan
# source-hash: 521457de591e
-card-mun-084 = Підкупи барда
    .gender = masc
    .animacy = inan
# source-hash: 29819de6e5e1
-card-mun-085 = Похвались у таверні
    .gender = masc
    .animacy = inan
# source-hash: 358730fb706f
-card-mun-086 = Нарешті прочитай правила
    .gender = masc
    .animacy = inan
# source-hash: fe4ed95cf122
-card-mun-087 = Натри свій кубок за участь
    .gender = masc
    .animacy = inan
# source-hash: 94ca68277c2e
-card-mun-088 = Звільни носильника
    .gender = masc
    .animacy = inan
# source-hash: 487c31ded22d
-card-mun-089 = Продай гобліну таймшер
    .gender = masc
    .animacy = inan
# source-hash: 300fada7de1c
-card-mun-001 = Надутий Слиз
    .gender = masc
    .animacy = inan
# source-hash: cf181da83041
-card-mun-002 = Пасивно-агресивна папороть
    .gender = fem
# source-hash: 14c8082c176e
-card-mun-003 = Шкарпетковий ґремлін
    .gender = masc
    .animacy = anim
# source-hash: 29ddb46e91f7
-card-mun-004 = Гоблін-податківець
    .gender = masc
    .animacy = anim
# source-hash: 13131b3cd214
-card-mun-005 = Буркотливий печерний тритон
    .gender = masc
    .animacy = anim
# source-hash: 5500c6404910
-card-mun-006 = Кишеньковий драконеня
    .gender = neut
# source-hash: 68c3271fbb9d
-card-mun-007 =
    { $case ->
       *[nom] Болотний вогник
        [gen] Болотного вогника
        [dat] Болотному вогникові
        [acc] Болотний вогник
        [ins] Болотним вогником
        [loc] Болотному вогникові
    }
    .gender = masc
    .animacy = inan
# source-hash: f9f742e64ac4
-card-mun-008 = Скелет-бухгалтер
    .gender = masc
    .animacy = anim
# source-hash: 5f992c543778
-card-mun-009 = Зомбі-рознощик газет
    .gender = masc
    .animacy = anim
# source-hash: d8f429b7c6fb
-card-mun-010 = Ланчбокс-мімік
    .gender = masc
    .animacy = anim
# source-hash: 43526e4e5eb2
-card-mun-011 = Желейний табурет
    .gender = masc
    .animacy = inan
# source-hash: d0998f39b061
-card-mun-012 =
    { $case ->
       *[nom] Акордеон із привидами
        [gen] Акордеона з привидами
        [dat] Акордеону з привидами
        [acc] Акордеон із привидами
        [ins] Акордеоном із привидами
        [loc] Акордеоні з привидами
    }
    .gender = masc
    .animacy = inan
# source-hash: 3a303a6f8417
-card-mun-013 = Незадоволений мінотавр-стажер
    .gender = masc
    .animacy = anim
# source-hash: 4b7ff1cc5c62
-card-mun-014 = Зграя заводних голубів
    .gender = fem
# source-hash: adff58d3bd09
-card-mun-015 = Злопам'ятний болотяний змій
    .gender = masc
    .animacy = anim
# source-hash: f18c1a802e87
-card-mun-016 = Барон комар-вампір
    .gender = masc
    .animacy = anim
# source-hash: ce28bda880dc
-card-mun-017 = Голем простроченої книжки
    .gender = masc
    .animacy = anim
# source-hash: 30ac620c38f5
-card-mun-018 = Салат-бар хижий
    .gender = masc
    .animacy = inan
# source-hash: cfca30b705db
-card-mun-019 = Банші з мегафоном
    .gender = fem
# source-hash: b5f1c617f1aa
-card-mun-020 = Орк — мотиваційний спікер
    .gender = masc
    .animacy = anim
# source-hash: 443a8fc24681
-card-mun-021 = Ліч легкої незручності
    .gender = masc
    .animacy = anim
# source-hash: 5c85d37b5757
-card-mun-022 =
    { $case ->
       *[nom] Троль під звідним мостом
        [gen] Троля під звідним мостом
        [dat] Тролеві під звідним мостом
        [acc] Троля під звідним мостом
        [ins] Тролем під звідним мостом
        [loc] Тролеві під звідним мостом
    }
    .gender = masc
    .animacy = anim
# source-hash: 29e7280ca155
-card-mun-023 = Знехтувана болотяна відьма
    .gender = fem
# source-hash: fedb0ae98a4a
-card-mun-024 = Велетенський равлик погибелі
    .gender = masc
    .animacy = anim
# source-hash: b449d317235b
-card-mun-025 = Привид-пірат інтендант
    .gender = masc
    .animacy = anim
# source-hash: 986c49d82bb6
-card-mun-026 = Демон — середній менеджер
    .gender = masc
    .animacy = anim
# source-hash: dc933fbbeca2
-card-mun-027 = Гідра багатьох думок
    .gender = fem
# source-hash: ec04378d26dd
-card-mun-028 =
    { $case ->
       *[nom] Химера комітетських рішень
        [gen] Химери комітетських рішень
        [dat] Химері комітетських рішень
        [acc] Химеру комітетських рішень
        [ins] Химерою комітетських рішень
        [loc] Химері комітетських рішень
    }
    .gender = fem
# source-hash: 0e0523a3ac23
-card-mun-029 =
    { $case ->
       *[nom] Стародавній змій-юрист
        [gen] Стародавнього змія-юриста
        [dat] Стародавньому змієві-юристові
        [acc] Стародавнього змія-юриста
        [ins] Стародавнім змієм-юристом
        [loc] Стародавньому змієві-юристові
    }
    .gender = masc
    .animacy = anim
# source-hash: b02c2c36f874
-card-mun-030 = Тричі пенсіонований старий дракон
    .gender = masc
    .animacy = anim
# source-hash: 7e29c65b6a20
-card-mun-031 = Кістяний колос
    .gender = masc
    .animacy = anim
# source-hash: fd47bfda1f7a
-card-mun-032 =
    { $case ->
       *[nom] Невимовна тітонька-щупальце
        [gen] Невимовної тітоньки-щупальця
        [dat] Невимовній тітоньці-щупальцю
        [acc] Невимовну тітоньку-щупальце
        [ins] Невимовною тітонькою-щупальцем
        [loc] Невимовній тітоньці-щупальцю
    }
    .gender = fem
# source-hash: a5d3b8efadec
-card-mun-num-1 = Сумка, що всихає
    .gender = fem
# source-hash: 7ffb767b6171
-card-mun-num-2 = Заздрісний рак-самітник
    .gender = masc
    .animacy = anim
# source-hash: 673ca695e1ef
-card-mun-num-3 = Прокляття мокрих шкарпеток
    .gender = neut
# source-hash: 3183b82d84e5
-card-mun-num-4 = Оберіг стерв'ятникової ворони
    .gender = masc
    .animacy = inan
# source-hash: e3bcfe159985
-card-mun-num-5 = Дрібка принизливого пилу
    .gender = fem
# source-hash: 22c1b6eb1d54
-card-mun-num-6 = Дірявий мішок для здобичі
    .gender = masc
    .animacy = inan
# source-hash: 69ab9e094697
-card-mun-num-7 = Бездонний рюкзак
    .gender = masc
    .animacy = inan
# source-hash: 6f5f2e70e374
-card-mun-num-8 = Суворий черговий
    .gender = masc
    .animacy = anim
# source-hash: 743c3310444e
-card-mun-num-9 = Лічильна паличка скнари
    .gender = fem
# source-hash: d8b9e7403250
-card-mun-074 = Фляга рідкої мужності
    .gender = fem
# source-hash: 84f148a21c30
-card-mun-075 = Димова бомба ніякової тиші
    .gender = fem
# source-hash: ff370230ec81
-card-mun-076 = Зменшувальний порошок
    .gender = masc
    .animacy = inan
# source-hash: 19abe59e0a6b
-card-mun-077 = Банка злих бджіл
    .gender = fem
# source-hash: 8f0a1107e3be
-card-mun-078 = Спрей від ектоплазми
    .gender = masc
    .animacy = inan
# source-hash: f0d5b18aed66
-card-mun-079 = Смердюча бомба «Люкс»
    .gender = fem
# source-hash: 7fb19100b573
-card-mun-080 = Портативна діра (трохи вживана)
    .gender = fem
# source-hash: 62ca5e021330
-card-mun-081 = Кишеньковий пісок
    .gender = masc
    .animacy = inan
# source-hash: 88bb1e1c6ba8
-card-mun-082 = Сувій ввічливого спроваджування
    .gender = masc
    .animacy = inan
# source-hash: 867a70b95b6f
-card-mun-083 = Монета скромних бажань
    .gender = fem
# source-hash: 6ff812455552
-card-mun-106 = Хапалка на палиці
    .gender = fem
# source-hash: 8d34a37c36f5
-card-mun-098 = Дозвіл для відмінника
    .gender = masc
    .animacy = inan
# source-hash: dee7baeab9db
-card-mun-099 = Дуже заплутане родове дерево
    .gender = neut
# source-hash: ab3936de4812
-card-mun-100 =
    { $case ->
       *[nom] Гері, якого не шкода
        [gen] Гері, якого не шкода
        [dat] Гері, якого не шкода
        [acc] Гері, якого не шкода
        [ins] Гері, якого не шкода
        [loc] Гері, якого не шкода
    }
    .gender = masc
    .animacy = anim
# source-hash: 1df34891ea91
-card-mun-101 = Смолоскипник із власною думкою
    .gender = masc
    .animacy = anim
# source-hash: c9085c0fc91d
-card-mun-102 = В'ючний мул на ім'я Доля
    .gender = masc
    .animacy = anim
# source-hash: 5979ada14abe
-card-mun-103 = Дарча на все підземелля
    .gender = fem
# source-hash: 80b04763cc92
-card-mun-104 = Дзеркало нудного дублювання
    .gender = neut
# source-hash: cd82dc76d6f3
-card-mun-105 = Зручний люк
    .gender = masc
    .animacy = inan
# source-hash: abf8e5cddd66
-card-mun-parts-01 = Рахівниця скнари
    .gender = fem
# source-hash: 3b0aaa3f389c
-card-mun-parts-02 = Корона моменту
    .gender = fem
# source-hash: da384b80fbc9
-card-mun-parts-03 = Пірнання в смітник
    .gender = neut
# source-hash: 26cf1606423c
-card-mun-parts-04 = Заперечую!
    .gender = neut
# source-hash: 3e74f0208578
-card-mun-parts-05 = Метальник ножів
    .gender = masc
    .animacy = anim
# source-hash: 4e35ff402e0c
-card-mun-parts-06 = Благодійний порив
    .gender = masc
    .animacy = inan
# source-hash: 3320a2dc30ed
-card-mun-parts-07 = Темний нотаріус
    .gender = masc
    .animacy = anim
# source-hash: cf030f3e51ac
-card-mun-044 = Пританцьовуючий обіймач дерев
    .gender = masc
    .animacy = anim
# source-hash: fcf3a418e805
-card-mun-045 = Кремезний бородань
    .gender = masc
    .animacy = anim
# source-hash: e29f9bd916c3
-card-mun-046 = Любитель другого сніданку
    .gender = masc
    .animacy = anim

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: 79228f16aacf
-game-title = Манчкін
