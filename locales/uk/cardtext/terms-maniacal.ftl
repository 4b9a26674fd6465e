# Maniacal: the termbase (Ukrainian). Forms by $case: nom gen dat acc ins loc, and the same with
# "-pl" for a counted noun; .gender (masc, fem, neut, pl) and, for masculine nouns, .animacy: an
# animate masculine noun's accusative is its genitive ("пораньте поплічника").


## Game terms

# source-hash: ba16c0e221b2
-infamy =
    { $case ->
       *[nom] Лиха слава
        [gen] Лихої слави
        [dat] Лихій славі
        [acc] Лиху славу
        [ins] Лихою славою
        [loc] Лихій славі
    }
    .gender = fem
# source-hash: 42de57c178d4
-money =
    { $case ->
       *[nom] гроші
        [gen] грошей
        [dat] грошам
        [acc] гроші
        [ins] грошима
        [loc] грошах
    }
    .gender = pl
# source-hash: d598bac95fb3
-week =
    { $case ->
       *[nom] тиждень
        [gen] тижня
        [dat] тижню
        [acc] тиждень
        [ins] тижнем
        [loc] тижні
        [nom-pl] тижні
        [gen-pl] тижнів
        [dat-pl] тижням
        [acc-pl] тижні
        [ins-pl] тижнями
        [loc-pl] тижнях
    }
    .gender = masc
    .animacy = inan
# source-hash: fdcad756a9d6
-attraction =
    { $case ->
       *[nom] привабливість
        [gen] привабливості
        [dat] привабливості
        [acc] привабливість
        [ins] привабливістю
        [loc] привабливості
    }
    .gender = fem
# source-hash: b96e9ab588dc
-henchman =
    { $case ->
       *[nom] поплічник
        [gen] поплічника
        [dat] поплічникові
        [acc] поплічника
        [ins] поплічником
        [loc] поплічникові
        [nom-pl] поплічники
        [gen-pl] поплічників
        [dat-pl] поплічникам
        [acc-pl] поплічників
        [ins-pl] поплічниками
        [loc-pl] поплічниках
    }
    .gender = masc
    .animacy = anim
# source-hash: bf3c587be640
-supervillain =
    { $case ->
       *[nom] суперлиходій
        [gen] суперлиходія
        [dat] суперлиходієві
        [acc] суперлиходія
        [ins] суперлиходієм
        [loc] суперлиходієві
        [nom-pl] суперлиходії
        [gen-pl] суперлиходіїв
        [dat-pl] суперлиходіям
        [acc-pl] суперлиходіїв
        [ins-pl] суперлиходіями
        [loc-pl] суперлиходіях
    }
    .gender = masc
    .animacy = anim
# source-hash: 5bac2dd68b22
-lackey =
    { $case ->
       *[nom] лакей
        [gen] лакея
        [dat] лакеєві
        [acc] лакея
        [ins] лакеєм
        [loc] лакеєві
    }
    .gender = masc
    .animacy = anim
# source-hash: 60594a30aca4
-mercenary =
    { $case ->
       *[nom] найманець
        [gen] найманця
        [dat] найманцеві
        [acc] найманця
        [ins] найманцем
        [loc] найманцеві
        [nom-pl] найманці
        [gen-pl] найманців
        [dat-pl] найманцям
        [acc-pl] найманців
        [ins-pl] найманцями
        [loc-pl] найманцях
    }
    .gender = masc
    .animacy = anim
# source-hash: 5839264baf6a
-contract =
    { $case ->
       *[nom] контракт
        [gen] контракту
        [dat] контракту
        [acc] контракт
        [ins] контрактом
        [loc] контракті
        [nom-pl] контракти
        [gen-pl] контрактів
        [dat-pl] контрактам
        [acc-pl] контракти
        [ins-pl] контрактами
        [loc-pl] контрактах
    }
    .gender = masc
    .animacy = inan
# source-hash: f1f7ea0fd154
-room =
    { $case ->
       *[nom] кімната
        [gen] кімнати
        [dat] кімнаті
        [acc] кімнату
        [ins] кімнатою
        [loc] кімнаті
        [nom-pl] кімнати
        [gen-pl] кімнат
        [dat-pl] кімнатам
        [acc-pl] кімнати
        [ins-pl] кімнатами
        [loc-pl] кімнатах
    }
    .gender = fem
# source-hash: d66c1d97f3b5
-scheme =
    { $case ->
       *[nom] інтрига
        [gen] інтриги
        [dat] інтризі
        [acc] інтригу
        [ins] інтригою
        [loc] інтризі
        [nom-pl] інтриги
        [gen-pl] інтриг
        [dat-pl] інтригам
        [acc-pl] інтриги
        [ins-pl] інтригами
        [loc-pl] інтригах
    }
    .gender = fem
# source-hash: f53a75988c83
-power =
    { $case ->
       *[nom] суперсила
        [gen] суперсили
        [dat] суперсилі
        [acc] суперсилу
        [ins] суперсилою
        [loc] суперсилі
        [nom-pl] суперсили
        [gen-pl] суперсил
        [dat-pl] суперсилам
        [acc-pl] суперсили
        [ins-pl] суперсилами
        [loc-pl] суперсилах
    }
    .gender = fem
# source-hash: 30eb3522544a
-injury =
    { $case ->
       *[nom] поранення
        [gen] поранення
        [dat] пораненню
        [acc] поранення
        [ins] пораненням
        [loc] пораненні
        [nom-pl] поранення
        [gen-pl] поранень
        [dat-pl] пораненням
        [acc-pl] поранення
        [ins-pl] пораненнями
        [loc-pl] пораненнях
    }
    .gender = neut
# source-hash: dae590ea8458
-die =
    { $case ->
       *[nom] кубик
        [gen] кубика
        [dat] кубику
        [acc] кубик
        [ins] кубиком
        [loc] кубику
        [nom-pl] кубики
        [gen-pl] кубиків
        [dat-pl] кубикам
        [acc-pl] кубики
        [ins-pl] кубиками
        [loc-pl] кубиках
    }
    .gender = masc
    .animacy = inan
# source-hash: d1ff2c797228
-success =
    { $case ->
       *[nom] успіх
        [gen] успіху
        [dat] успіху
        [acc] успіх
        [ins] успіхом
        [loc] успіху
        [nom-pl] успіхи
        [gen-pl] успіхів
        [dat-pl] успіхам
        [acc-pl] успіхи
        [ins-pl] успіхами
        [loc-pl] успіхах
    }
    .gender = masc
    .animacy = inan
# source-hash: 3beb9b2ae7d3
-team =
    { $case ->
       *[nom] команда
        [gen] команди
        [dat] команді
        [acc] команду
        [ins] командою
        [loc] команді
    }
    .gender = fem
# source-hash: d0767719b25b
-hero =
    { $case ->
       *[nom] герой
        [gen] героя
        [dat] героєві
        [acc] героя
        [ins] героєм
        [loc] героєві
    }
    .gender = masc
    .animacy = anim
# source-hash: c593784f24ea
-finale =
    { $case ->
       *[nom] фінал
        [gen] фіналу
        [dat] фіналу
        [acc] фінал
        [ins] фіналом
        [loc] фіналі
    }
    .gender = masc
    .animacy = inan
# source-hash: ceb7c6cd6213
-location =
    { $case ->
       *[nom] особлива локація
        [gen] особливої локації
        [dat] особливій локації
        [acc] особливу локацію
        [ins] особливою локацією
        [loc] особливій локації
    }
    .gender = fem
# source-hash: b09a94b1bcfe
-strength =
    { $case ->
       *[nom] перевага
        [gen] переваги
        [dat] перевазі
        [acc] перевагу
        [ins] перевагою
        [loc] перевазі
        [nom-pl] переваги
        [gen-pl] переваг
        [dat-pl] перевагам
        [acc-pl] переваги
        [ins-pl] перевагами
        [loc-pl] перевагах
    }
    .gender = fem
# source-hash: a9c577ed698e
-weakness =
    { $case ->
       *[nom] слабкість
        [gen] слабкості
        [dat] слабкості
        [acc] слабкість
        [ins] слабкістю
        [loc] слабкості
        [nom-pl] слабкості
        [gen-pl] слабкостей
        [dat-pl] слабкостям
        [acc-pl] слабкості
        [ins-pl] слабкостями
        [loc-pl] слабкостях
    }
    .gender = fem
# source-hash: 03930f37bc09
-base =
    { $case ->
       *[nom] таємна база
        [gen] таємної бази
        [dat] таємній базі
        [acc] таємну базу
        [ins] таємною базою
        [loc] таємній базі
    }
    .gender = fem

## Phases (A.2)

# source-hash: b933feefeaa6
-base-building =
    { $case ->
       *[nom] фаза будівництва
        [gen] фази будівництва
        [dat] фазі будівництва
        [acc] фазу будівництва
        [ins] фазою будівництва
        [loc] фазі будівництва
    }
    .gender = fem
# source-hash: 43439a661fdc
-henchmen-phase =
    { $case ->
       *[nom] фаза поплічників
        [gen] фази поплічників
        [dat] фазі поплічників
        [acc] фазу поплічників
        [ins] фазою поплічників
        [loc] фазі поплічників
    }
    .gender = fem
# source-hash: 41cbe4add52b
-contract-phase =
    { $case ->
       *[nom] фаза контрактів
        [gen] фази контрактів
        [dat] фазі контрактів
        [acc] фазу контрактів
        [ins] фазою контрактів
        [loc] фазі контрактів
    }
    .gender = fem
# source-hash: c57ea683e577
-clean-up =
    { $case ->
       *[nom] прибирання
        [gen] прибирання
        [dat] прибиранню
        [acc] прибирання
        [ins] прибиранням
        [loc] прибиранні
    }
    .gender = neut

## Henchman types (A.8): the attraction tracks

# source-hash: 612f1c0785c2
-beast =
    { $case ->
       *[nom] звір
        [gen] звіра
        [dat] звірові
        [acc] звіра
        [ins] звіром
        [loc] звірові
        [nom-pl] звірі
        [gen-pl] звірів
        [dat-pl] звірам
        [acc-pl] звірів
        [ins-pl] звірами
        [loc-pl] звірах
    }
    .gender = masc
    .animacy = anim
# source-hash: 2d906bddbb54
-criminal =
    { $case ->
       *[nom] злочинець
        [gen] злочинця
        [dat] злочинцеві
        [acc] злочинця
        [ins] злочинцем
        [loc] злочинцеві
        [nom-pl] злочинці
        [gen-pl] злочинців
        [dat-pl] злочинцям
        [acc-pl] злочинців
        [ins-pl] злочинцями
        [loc-pl] злочинцях
    }
    .gender = masc
    .animacy = anim
# source-hash: 897d643ff99d
-scientist =
    { $case ->
       *[nom] науковець
        [gen] науковця
        [dat] науковцеві
        [acc] науковця
        [ins] науковцем
        [loc] науковцеві
        [nom-pl] науковці
        [gen-pl] науковців
        [dat-pl] науковцям
        [acc-pl] науковців
        [ins-pl] науковцями
        [loc-pl] науковцях
    }
    .gender = masc
    .animacy = anim
# source-hash: 98fcccae319b
-mystic =
    { $case ->
       *[nom] містик
        [gen] містика
        [dat] містикові
        [acc] містика
        [ins] містиком
        [loc] містикові
        [nom-pl] містики
        [gen-pl] містиків
        [dat-pl] містикам
        [acc-pl] містиків
        [ins-pl] містиками
        [loc-pl] містиках
    }
    .gender = masc
    .animacy = anim

## Traits (A.8)

# source-hash: 65b77385f640
-brawn =
    { $case ->
       *[nom] Сила
        [gen] Сили
        [dat] Силі
        [acc] Силу
        [ins] Силою
        [loc] Силі
    }
    .gender = fem
# source-hash: 44523f44a2eb
-stealth =
    { $case ->
       *[nom] Скритність
        [gen] Скритності
        [dat] Скритності
        [acc] Скритність
        [ins] Скритністю
        [loc] Скритності
    }
    .gender = fem
# source-hash: 3a3b8f8bf1dd
-intellect =
    { $case ->
       *[nom] Інтелект
        [gen] Інтелекту
        [dat] Інтелекту
        [acc] Інтелект
        [ins] Інтелектом
        [loc] Інтелекті
    }
    .gender = masc
    .animacy = inan
# source-hash: fd90fa5b6e22
-magic =
    { $case ->
       *[nom] Магія
        [gen] Магії
        [dat] Магії
        [acc] Магію
        [ins] Магією
        [loc] Магії
    }
    .gender = fem

## Contract difficulties (A.3): adjectives, agreeing with "контракт"

# source-hash: 69d9a6c05dfa
-easy =
    { $case ->
       *[nom] легкий
        [gen] легкого
        [dat] легкому
        [acc] легкий
        [ins] легким
        [loc] легкому
    }
# source-hash: 927409fa7788
-hard =
    { $case ->
       *[nom] складний
        [gen] складного
        [dat] складному
        [acc] складний
        [ins] складним
        [loc] складному
    }
# source-hash: 961f53b67044
-legendary =
    { $case ->
       *[nom] легендарний
        [gen] легендарного
        [dat] легендарному
        [acc] легендарний
        [ins] легендарним
        [loc] легендарному
    }

## Continents (A.12)

# source-hash: 63a60b7cd494
-north-america =
    { $case ->
       *[nom] Північна Америка
        [gen] Північної Америки
        [dat] Північній Америці
        [acc] Північну Америку
        [ins] Північною Америкою
        [loc] Північній Америці
    }
    .gender = fem
# source-hash: 96decb090845
-south-america =
    { $case ->
       *[nom] Південна Америка
        [gen] Південної Америки
        [dat] Південній Америці
        [acc] Південну Америку
        [ins] Південною Америкою
        [loc] Південній Америці
    }
    .gender = fem
# source-hash: 62c31bcf900d
-europe =
    { $case ->
       *[nom] Європа
        [gen] Європи
        [dat] Європі
        [acc] Європу
        [ins] Європою
        [loc] Європі
    }
    .gender = fem
# source-hash: c9f47c2c4c8c
-africa =
    { $case ->
       *[nom] Африка
        [gen] Африки
        [dat] Африці
        [acc] Африку
        [ins] Африкою
        [loc] Африці
    }
    .gender = fem
# source-hash: 800f5e78975f
-asia =
    { $case ->
       *[nom] Азія
        [gen] Азії
        [dat] Азії
        [acc] Азію
        [ins] Азією
        [loc] Азії
    }
    .gender = fem
# source-hash: dc4cb4741563
-australia =
    { $case ->
       *[nom] Австралія
        [gen] Австралії
        [dat] Австралії
        [acc] Австралію
        [ins] Австралією
        [loc] Австралії
    }
    .gender = fem

## Special locations (A.12)

# source-hash: 4ab0ee3c55b8
-underground =
    { $case ->
       *[nom] Підпілля
        [gen] Підпілля
        [dat] Підпіллю
        [acc] Підпілля
        [ins] Підпіллям
        [loc] Підпіллі
    }
    .gender = neut
# source-hash: a049995e5025
-hoodlum-hospital =
    { $case ->
       *[nom] Бандитська лікарня
        [gen] Бандитської лікарні
        [dat] Бандитській лікарні
        [acc] Бандитську лікарню
        [ins] Бандитською лікарнею
        [loc] Бандитській лікарні
    }
    .gender = fem
# source-hash: 5f9eef044595
-lucifers-lounge =
    { $case ->
       *[nom] Бар Люцифера
        [gen] Бару Люцифера
        [dat] Бару Люцифера
        [acc] Бар Люцифера
        [ins] Баром Люцифера
        [loc] Барі Люцифера
    }
    .gender = masc
    .animacy = inan

## Card names: a title that is a phrase keeps one form in every case; .gender is its kind's noun's

# source-hash: fec97ba9bf05
-card-man-c001 =
    { $case ->
       *[nom] Опівночі на монетному дворі
        [gen] Опівночі на монетному дворі
        [dat] Опівночі на монетному дворі
        [acc] Опівночі на монетному дворі
        [ins] Опівночі на монетному дворі
        [loc] Опівночі на монетному дворі
    }
    .gender = masc
# source-hash: 26d901e7cc14
-card-man-c002 =
    { $case ->
       *[nom] Позичити місячний камінь
        [gen] Позичити місячний камінь
        [dat] Позичити місячний камінь
        [acc] Позичити місячний камінь
        [ins] Позичити місячний камінь
        [loc] Позичити місячний камінь
    }
    .gender = masc
# source-hash: 4ef092067ed9
-card-man-c003 =
    { $case ->
       *[nom] Перепрограмувати погоду
        [gen] Перепрограмувати погоду
        [dat] Перепрограмувати погоду
        [acc] Перепрограмувати погоду
        [ins] Перепрограмувати погоду
        [loc] Перепрограмувати погоду
    }
    .gender = masc
# source-hash: 383a869f3ed1
-card-man-h001 =
    { $case ->
       *[nom] Пальчик Меллой
        [gen] Пальчика Меллоя
        [dat] Пальчикові Меллою
        [acc] Пальчика Меллоя
        [ins] Пальчиком Меллоєм
        [loc] Пальчикові Меллою
    }
    .gender = masc
    .animacy = anim
# source-hash: e6d0bf86e74c
-card-man-h002 =
    { $case ->
       *[nom] Клацозуб Безприв'язний
        [gen] Клацозуба Безприв'язного
        [dat] Клацозубові Безприв'язному
        [acc] Клацозуба Безприв'язного
        [ins] Клацозубом Безприв'язним
        [loc] Клацозубові Безприв'язному
    }
    .gender = masc
    .animacy = anim
# source-hash: f4c3417f8b8a
-card-man-h003 =
    { $case ->
       *[nom] Доктор Вольтовус
        [gen] Доктора Вольтовуса
        [dat] Докторові Вольтовусу
        [acc] Доктора Вольтовуса
        [ins] Доктором Вольтовусом
        [loc] Докторові Вольтовусу
    }
    .gender = masc
    .animacy = anim
# source-hash: 5959adcca332
-card-man-m001 =
    { $case ->
       *[nom] Найманка Острова
        [gen] Найманки Острової
        [dat] Найманці Островій
        [acc] Найманку Острову
        [ins] Найманкою Островою
        [loc] Найманці Островій
    }
    .gender = fem
# source-hash: 9d755dcbeff4
-card-man-p001 =
    { $case ->
       *[nom] Неприродні рефлекси
        [gen] Неприродних рефлексів
        [dat] Неприродним рефлексам
        [acc] Неприродні рефлекси
        [ins] Неприродними рефлексами
        [loc] Неприродних рефлексах
    }
    .gender = pl
# source-hash: c132666e718c
-card-man-s001 =
    { $case ->
       *[nom] Анонімна підказка
        [gen] Анонімної підказки
        [dat] Анонімній підказці
        [acc] Анонімну підказку
        [ins] Анонімною підказкою
        [loc] Анонімній підказці
    }
    .gender = fem
# source-hash: d84c25083172
-card-man-s002 =
    { $case ->
       *[nom] Офшорна заначка
        [gen] Офшорної заначки
        [dat] Офшорній заначці
        [acc] Офшорну заначку
        [ins] Офшорною заначкою
        [loc] Офшорній заначці
    }
    .gender = fem
# source-hash: 26da9e0175aa
-card-man-f001 =
    { $case ->
       *[nom] Володар тіней
        [gen] Володаря тіней
        [dat] Володареві тіней
        [acc] Володаря тіней
        [ins] Володарем тіней
        [loc] Володареві тіней
    }
    .gender = masc
    .animacy = anim
# source-hash: 0856ec0828d0
-card-man-x001 =
    { $case ->
       *[nom] Капітан Чесність
        [gen] Капітана Чесність
        [dat] Капітанові Чесність
        [acc] Капітана Чесність
        [ins] Капітаном Чесність
        [loc] Капітанові Чесність
    }
    .gender = masc
    .animacy = anim
# source-hash: f5ed642db39a
-card-man-o001 =
    { $case ->
       *[nom] Бандитська лікарня
        [gen] Бандитської лікарні
        [dat] Бандитській лікарні
        [acc] Бандитську лікарню
        [ins] Бандитською лікарнею
        [loc] Бандитській лікарні
    }
    .gender = fem
# source-hash: 290b98d63592
-card-man-o002 =
    { $case ->
       *[nom] Бар Люцифера
        [gen] Бару Люцифера
        [dat] Бару Люцифера
        [acc] Бар Люцифера
        [ins] Баром Люцифера
        [loc] Барі Люцифера
    }
    .gender = masc
    .animacy = inan
# source-hash: b7bffd7574cf
-card-man-o003 =
    { $case ->
       *[nom] Підпілля
        [gen] Підпілля
        [dat] Підпіллю
        [acc] Підпілля
        [ins] Підпіллям
        [loc] Підпіллі
    }
    .gender = neut
# source-hash: 1e03402a236f
-card-man-r001 =
    { $case ->
       *[nom] Зала засідань із піраньями
        [gen] Зали засідань із піраньями
        [dat] Залі засідань із піраньями
        [acc] Залу засідань із піраньями
        [ins] Залою засідань із піраньями
        [loc] Залі засідань із піраньями
    }
    .gender = fem
# source-hash: b4603c6f9bf2
-card-man-r002 =
    { $case ->
       *[nom] Підвальний верстат частинок
        [gen] Підвального верстата частинок
        [dat] Підвальному верстату частинок
        [acc] Підвальний верстат частинок
        [ins] Підвальним верстатом частинок
        [loc] Підвальному верстаті частинок
    }
    .gender = masc
    .animacy = inan
# source-hash: 2e7c6933b61f
-card-man-r003 =
    { $case ->
       *[nom] Склеп гримуарів при свічках
        [gen] Склепу гримуарів при свічках
        [dat] Склепу гримуарів при свічках
        [acc] Склеп гримуарів при свічках
        [ins] Склепом гримуарів при свічках
        [loc] Склепі гримуарів при свічках
    }
    .gender = masc
    .animacy = inan
# source-hash: d7d627106e53
-card-man-v001 =
    { $case ->
       *[nom] Графиня Памороз
        [gen] Графині Памороз
        [dat] Графині Памороз
        [acc] Графиню Памороз
        [ins] Графинею Памороз
        [loc] Графині Памороз
    }
    .gender = fem
# source-hash: 17f5d5c61cd9
-card-man-l001 =
    { $case ->
       *[nom] Мряка і Сльота
        [gen] Мряки і Сльоти
        [dat] Мряці й Сльоті
        [acc] Мряку і Сльоту
        [ins] Мрякою і Сльотою
        [loc] Мряці й Сльоті
    }
    .gender = pl
# source-hash: ae172dc0581d
-card-man-v002 =
    { $case ->
       *[nom] Професор Горгонакс
        [gen] Професора Горгонакса
        [dat] Професорові Горгонаксу
        [acc] Професора Горгонакса
        [ins] Професором Горгонаксом
        [loc] Професорові Горгонаксу
    }
    .gender = masc
    .animacy = anim
# source-hash: e47926d8b91c
-card-man-l002 =
    { $case ->
       *[nom] Містер Камінчик
        [gen] Містера Камінчика
        [dat] Містерові Камінчику
        [acc] Містера Камінчика
        [ins] Містером Камінчиком
        [loc] Містерові Камінчику
    }
    .gender = masc
    .animacy = anim

## The value sets' words (-<set>-<value>), as the generator asks for them: each spelled
## through the game term above, so a word is translated once

# source-hash: 355ff1b2cd68
-resource-money =
    { $case ->
       *[nom] { -money }
        [gen] { -money(case: "gen") }
        [dat] { -money(case: "dat") }
        [acc] { -money(case: "acc") }
        [ins] { -money(case: "ins") }
        [loc] { -money(case: "loc") }
        [nom-pl] { -money(case: "gen") }
        [gen-pl] { -money(case: "gen") }
        [dat-pl] { -money(case: "dat") }
        [acc-pl] { -money(case: "gen") }
        [ins-pl] { -money(case: "ins") }
        [loc-pl] { -money(case: "loc") }
    }
    .gender = pl
# source-hash: 7b34f55c83a7
-resource-infamy =
    { $case ->
       *[nom] { -infamy }
        [gen] { -infamy(case: "gen") }
        [dat] { -infamy(case: "dat") }
        [acc] { -infamy(case: "acc") }
        [ins] { -infamy(case: "ins") }
        [loc] { -infamy(case: "loc") }
        [nom-pl] { -infamy(case: "gen") }
        [gen-pl] { -infamy(case: "gen") }
        [dat-pl] { -infamy(case: "dat") }
        [acc-pl] { -infamy(case: "gen") }
        [ins-pl] { -infamy(case: "ins") }
        [loc-pl] { -infamy(case: "loc") }
    }
    .gender = fem
# source-hash: 7f6748815f9c
-resource-weeks =
    { $case ->
       *[nom] { -week }
        [gen] { -week(case: "gen") }
        [dat] { -week(case: "dat") }
        [acc] { -week(case: "acc") }
        [ins] { -week(case: "ins") }
        [loc] { -week(case: "loc") }
        [nom-pl] { -week(case: "nom-pl") }
        [gen-pl] { -week(case: "gen-pl") }
        [dat-pl] { -week(case: "dat-pl") }
        [acc-pl] { -week(case: "acc-pl") }
        [ins-pl] { -week(case: "ins-pl") }
        [loc-pl] { -week(case: "loc-pl") }
    }
    .gender = masc
    .animacy = inan
# source-hash: 79007f047762
-currency-money =
    { $case ->
       *[nom] { -money }
        [gen] { -money(case: "gen") }
        [dat] { -money(case: "dat") }
        [acc] { -money(case: "acc") }
        [ins] { -money(case: "ins") }
        [loc] { -money(case: "loc") }
        [nom-pl] { -money(case: "gen") }
        [gen-pl] { -money(case: "gen") }
        [dat-pl] { -money(case: "dat") }
        [acc-pl] { -money(case: "gen") }
        [ins-pl] { -money(case: "ins") }
        [loc-pl] { -money(case: "loc") }
    }
    .gender = pl
# source-hash: b6419f90972c
-prize-infamy =
    { $case ->
       *[nom] { -infamy }
        [gen] { -infamy(case: "gen") }
        [dat] { -infamy(case: "dat") }
        [acc] { -infamy(case: "acc") }
        [ins] { -infamy(case: "ins") }
        [loc] { -infamy(case: "loc") }
        [nom-pl] { -infamy(case: "gen") }
        [gen-pl] { -infamy(case: "gen") }
        [dat-pl] { -infamy(case: "dat") }
        [acc-pl] { -infamy(case: "gen") }
        [ins-pl] { -infamy(case: "ins") }
        [loc-pl] { -infamy(case: "loc") }
    }
    .gender = fem
# source-hash: 0985a75b3603
-prize-money =
    { $case ->
       *[nom] { -money }
        [gen] { -money(case: "gen") }
        [dat] { -money(case: "dat") }
        [acc] { -money(case: "acc") }
        [ins] { -money(case: "ins") }
        [loc] { -money(case: "loc") }
        [nom-pl] { -money(case: "gen") }
        [gen-pl] { -money(case: "gen") }
        [dat-pl] { -money(case: "dat") }
        [acc-pl] { -money(case: "gen") }
        [ins-pl] { -money(case: "ins") }
        [loc-pl] { -money(case: "loc") }
    }
    .gender = pl
# source-hash: 216386f213d4
-henchman-type-beast =
    { $case ->
       *[nom] { -beast }
        [gen] { -beast(case: "gen") }
        [dat] { -beast(case: "dat") }
        [acc] { -beast(case: "acc") }
        [ins] { -beast(case: "ins") }
        [loc] { -beast(case: "loc") }
        [nom-pl] { -beast(case: "nom-pl") }
        [gen-pl] { -beast(case: "gen-pl") }
        [dat-pl] { -beast(case: "dat-pl") }
        [acc-pl] { -beast(case: "acc-pl") }
        [ins-pl] { -beast(case: "ins-pl") }
        [loc-pl] { -beast(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 82237e4d8526
-henchman-type-criminal =
    { $case ->
       *[nom] { -criminal }
        [gen] { -criminal(case: "gen") }
        [dat] { -criminal(case: "dat") }
        [acc] { -criminal(case: "acc") }
        [ins] { -criminal(case: "ins") }
        [loc] { -criminal(case: "loc") }
        [nom-pl] { -criminal(case: "nom-pl") }
        [gen-pl] { -criminal(case: "gen-pl") }
        [dat-pl] { -criminal(case: "dat-pl") }
        [acc-pl] { -criminal(case: "acc-pl") }
        [ins-pl] { -criminal(case: "ins-pl") }
        [loc-pl] { -criminal(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: e470075edc30
-henchman-type-scientist =
    { $case ->
       *[nom] { -scientist }
        [gen] { -scientist(case: "gen") }
        [dat] { -scientist(case: "dat") }
        [acc] { -scientist(case: "acc") }
        [ins] { -scientist(case: "ins") }
        [loc] { -scientist(case: "loc") }
        [nom-pl] { -scientist(case: "nom-pl") }
        [gen-pl] { -scientist(case: "gen-pl") }
        [dat-pl] { -scientist(case: "dat-pl") }
        [acc-pl] { -scientist(case: "acc-pl") }
        [ins-pl] { -scientist(case: "ins-pl") }
        [loc-pl] { -scientist(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 45f7a5a40347
-henchman-type-mystic =
    { $case ->
       *[nom] { -mystic }
        [gen] { -mystic(case: "gen") }
        [dat] { -mystic(case: "dat") }
        [acc] { -mystic(case: "acc") }
        [ins] { -mystic(case: "ins") }
        [loc] { -mystic(case: "loc") }
        [nom-pl] { -mystic(case: "nom-pl") }
        [gen-pl] { -mystic(case: "gen-pl") }
        [dat-pl] { -mystic(case: "dat-pl") }
        [acc-pl] { -mystic(case: "acc-pl") }
        [ins-pl] { -mystic(case: "ins-pl") }
        [loc-pl] { -mystic(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 3d5ad7f1bb41
-trait-brawn =
    { $case ->
       *[nom] { -brawn }
        [gen] { -brawn(case: "gen") }
        [dat] { -brawn(case: "dat") }
        [acc] { -brawn(case: "acc") }
        [ins] { -brawn(case: "ins") }
        [loc] { -brawn(case: "loc") }
    }
    .gender = fem
# source-hash: 07a54845d207
-trait-stealth =
    { $case ->
       *[nom] { -stealth }
        [gen] { -stealth(case: "gen") }
        [dat] { -stealth(case: "dat") }
        [acc] { -stealth(case: "acc") }
        [ins] { -stealth(case: "ins") }
        [loc] { -stealth(case: "loc") }
    }
    .gender = fem
# source-hash: cab660b78db1
-trait-intellect =
    { $case ->
       *[nom] { -intellect }
        [gen] { -intellect(case: "gen") }
        [dat] { -intellect(case: "dat") }
        [acc] { -intellect(case: "acc") }
        [ins] { -intellect(case: "ins") }
        [loc] { -intellect(case: "loc") }
    }
    .gender = masc
    .animacy = inan
# source-hash: 902ed047b03a
-trait-magic =
    { $case ->
       *[nom] { -magic }
        [gen] { -magic(case: "gen") }
        [dat] { -magic(case: "dat") }
        [acc] { -magic(case: "acc") }
        [ins] { -magic(case: "ins") }
        [loc] { -magic(case: "loc") }
    }
    .gender = fem
# source-hash: e4277cb7d406
-difficulty-easy =
    { $case ->
       *[nom] { -easy }
        [gen] { -easy(case: "gen") }
        [dat] { -easy(case: "dat") }
        [acc] { -easy(case: "acc") }
        [ins] { -easy(case: "ins") }
        [loc] { -easy(case: "loc") }
    }
# source-hash: c2fe4ef1fbbc
-difficulty-hard =
    { $case ->
       *[nom] { -hard }
        [gen] { -hard(case: "gen") }
        [dat] { -hard(case: "dat") }
        [acc] { -hard(case: "acc") }
        [ins] { -hard(case: "ins") }
        [loc] { -hard(case: "loc") }
    }
# source-hash: 319d0d65d7c9
-difficulty-legendary =
    { $case ->
       *[nom] { -legendary }
        [gen] { -legendary(case: "gen") }
        [dat] { -legendary(case: "dat") }
        [acc] { -legendary(case: "acc") }
        [ins] { -legendary(case: "ins") }
        [loc] { -legendary(case: "loc") }
    }
# source-hash: bb5bce0be604
-continent-north-america =
    { $case ->
       *[nom] { -north-america }
        [gen] { -north-america(case: "gen") }
        [dat] { -north-america(case: "dat") }
        [acc] { -north-america(case: "acc") }
        [ins] { -north-america(case: "ins") }
        [loc] { -north-america(case: "loc") }
    }
    .gender = fem
# source-hash: a2a6ee4da936
-continent-south-america =
    { $case ->
       *[nom] { -south-america }
        [gen] { -south-america(case: "gen") }
        [dat] { -south-america(case: "dat") }
        [acc] { -south-america(case: "acc") }
        [ins] { -south-america(case: "ins") }
        [loc] { -south-america(case: "loc") }
    }
    .gender = fem
# source-hash: b4a78b4895a8
-continent-europe =
    { $case ->
       *[nom] { -europe }
        [gen] { -europe(case: "gen") }
        [dat] { -europe(case: "dat") }
        [acc] { -europe(case: "acc") }
        [ins] { -europe(case: "ins") }
        [loc] { -europe(case: "loc") }
    }
    .gender = fem
# source-hash: 0704b80e2191
-continent-africa =
    { $case ->
       *[nom] { -africa }
        [gen] { -africa(case: "gen") }
        [dat] { -africa(case: "dat") }
        [acc] { -africa(case: "acc") }
        [ins] { -africa(case: "ins") }
        [loc] { -africa(case: "loc") }
    }
    .gender = fem
# source-hash: 536ea257e43b
-continent-asia =
    { $case ->
       *[nom] { -asia }
        [gen] { -asia(case: "gen") }
        [dat] { -asia(case: "dat") }
        [acc] { -asia(case: "acc") }
        [ins] { -asia(case: "ins") }
        [loc] { -asia(case: "loc") }
    }
    .gender = fem
# source-hash: fa0b308fc85d
-continent-australia =
    { $case ->
       *[nom] { -australia }
        [gen] { -australia(case: "gen") }
        [dat] { -australia(case: "dat") }
        [acc] { -australia(case: "acc") }
        [ins] { -australia(case: "ins") }
        [loc] { -australia(case: "loc") }
    }
    .gender = fem
# source-hash: 0676acfab90a
-location-underground =
    { $case ->
       *[nom] { -underground }
        [gen] { -underground(case: "gen") }
        [dat] { -underground(case: "dat") }
        [acc] { -underground(case: "acc") }
        [ins] { -underground(case: "ins") }
        [loc] { -underground(case: "loc") }
    }
    .gender = neut
# source-hash: 39c80af22f32
-location-hoodlum-hospital =
    { $case ->
       *[nom] { -hoodlum-hospital }
        [gen] { -hoodlum-hospital(case: "gen") }
        [dat] { -hoodlum-hospital(case: "dat") }
        [acc] { -hoodlum-hospital(case: "acc") }
        [ins] { -hoodlum-hospital(case: "ins") }
        [loc] { -hoodlum-hospital(case: "loc") }
    }
    .gender = fem
# source-hash: a3f38ee026a3
-location-lucifers-lounge =
    { $case ->
       *[nom] { -lucifers-lounge }
        [gen] { -lucifers-lounge(case: "gen") }
        [dat] { -lucifers-lounge(case: "dat") }
        [acc] { -lucifers-lounge(case: "acc") }
        [ins] { -lucifers-lounge(case: "ins") }
        [loc] { -lucifers-lounge(case: "loc") }
    }
    .gender = masc
    .animacy = inan
# source-hash: 99d3fb08e1d7
-room-type-action = Кімната дії
    .gender = fem
# source-hash: a948ecc4387f
-room-type-contract = Кімната контрактів
    .gender = fem

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: 2edda6a4cc0c
-game-title = Maniacal
# source-hash: de3f3ad78ad6
-deck-contracts = Контракти
# source-hash: 9c86346a6b14
-deck-finales = Фінали
# source-hash: eb602224f083
-deck-henchmen = Поплічники
# source-hash: 50e289d6f858
-deck-heroes = Герої
# source-hash: 0979924ab296
-deck-mercenaries = Найманці
# source-hash: 02997e1c21ae
-deck-powers = Сили
# source-hash: 5a2cafd42669
-deck-rooms = Кімнати
# source-hash: 2eb9238024c5
-deck-schemes = Схеми
