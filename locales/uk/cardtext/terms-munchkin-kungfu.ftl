### Глосарій Манчкін Кунг-фу: українська. Те, що Кунг-фу додає до глосарія родини.


## Терміни гри


## Види карт

# source-hash: 930f42bd9ac3
-kind-trap = Пастка
    .gender = fem
# source-hash: 2f113fec94c7
-kind-style = Стиль
    .gender = masc
# source-hash: 2e62ac94f0da
-kind-double-strike = Подвійний удар
    .gender = masc
# source-hash: f6990c1c0a79
-kind-extra-style = Додатковий стиль
    .gender = masc
# source-hash: 5c84eb81d460
-kind-fan = Фанат
    .gender = masc

## Набори значень

# source-hash: a4f7a34268ab
-loss-style =
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
# source-hash: 1fe0b265e9f8
-loss-fan =
    { $case ->
       *[nom] Фанат
        [gen] Фаната
        [dat] Фанатові
        [acc] Фаната
        [ins] Фанатом
        [loc] Фанатові
    }
    .gender = masc
    .animacy = anim
# source-hash: e97d6988d48d
-category-style =
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

## Класи

# source-hash: a2facd2efd18
-class-monk =
    { $case ->
       *[nom] Чернець
        [gen] Ченця
        [dat] Ченцеві
        [acc] Ченця
        [ins] Ченцем
        [loc] Ченцеві
    }
    .gender = masc
    .animacy = anim
# source-hash: 13467f8d0add
-class-ninja = Ніндзя
    .gender = masc
    .animacy = anim
    .indeclinable = yes
# source-hash: 4e4dc8f2426d
-class-samurai =
    { $case ->
       *[nom] Самурай
        [gen] Самурая
        [dat] Самураєві
        [acc] Самурая
        [ins] Самураєм
        [loc] Самураєві
    }
    .gender = masc
    .animacy = anim
# source-hash: 0cc64780a6da
-class-yakuza =
    { $case ->
       *[nom] Якудза
        [gen] Якудзи
        [dat] Якудзі
        [acc] Якудзу
        [ins] Якудзою
        [loc] Якудзі
    }
    .gender = masc
    .animacy = anim

## Стилі

# source-hash: 2e4a97f15d80
-style-butterfly =
    { $case ->
       *[nom] Метелик
        [gen] Метелика
        [dat] Метеликові
        [acc] Метелика
        [ins] Метеликом
        [loc] Метеликові
    }
    .gender = masc
    .animacy = anim
# source-hash: 73345b2c8ad9
-style-crane =
    { $case ->
       *[nom] Журавель
        [gen] Журавля
        [dat] Журавлеві
        [acc] Журавля
        [ins] Журавлем
        [loc] Журавлеві
    }
    .gender = masc
    .animacy = anim
# source-hash: 5877f89d75c4
-style-dragon-fist =
    { $case ->
       *[nom] Кулак дракона
        [gen] Кулака дракона
        [dat] Кулаку дракона
        [acc] Кулак дракона
        [ins] Кулаком дракона
        [loc] Кулаці дракона
    }
    .gender = masc
    .animacy = inan
# source-hash: 87bd9cf34f26
-style-drunken =
    { $case ->
       *[nom] П'яний кулак
        [gen] П'яного кулака
        [dat] П'яному кулаку
        [acc] П'яний кулак
        [ins] П'яним кулаком
        [loc] П'яному кулаці
    }
    .gender = masc
    .animacy = inan
# source-hash: be7593a2284d
-style-iron-palm =
    { $case ->
       *[nom] Залізна долоня
        [gen] Залізної долоні
        [dat] Залізній долоні
        [acc] Залізну долоню
        [ins] Залізною долонею
        [loc] Залізній долоні
    }
    .gender = fem
# source-hash: 857d14f7d399
-style-mantis =
    { $case ->
       *[nom] Богомол
        [gen] Богомола
        [dat] Богомолові
        [acc] Богомола
        [ins] Богомолом
        [loc] Богомолові
    }
    .gender = masc
    .animacy = anim
# source-hash: 741a8884fbe6
-style-monkey =
    { $case ->
       *[nom] Мавпа
        [gen] Мавпи
        [dat] Мавпі
        [acc] Мавпу
        [ins] Мавпою
        [loc] Мавпі
    }
    .gender = fem
# source-hash: 423f8dba13b2
-style-serpent =
    { $case ->
       *[nom] Змія
        [gen] Змії
        [dat] Змії
        [acc] Змію
        [ins] Змією
        [loc] Змії
    }
    .gender = fem
# source-hash: 0c3ba0088ab7
-style-sloth =
    { $case ->
       *[nom] Лінивець
        [gen] Лінивця
        [dat] Лінивцеві
        [acc] Лінивця
        [ins] Лінивцем
        [loc] Лінивцеві
    }
    .gender = masc
    .animacy = anim
# source-hash: 7198569a6781
-style-tiger =
    { $case ->
       *[nom] Тигр
        [gen] Тигра
        [dat] Тигрові
        [acc] Тигра
        [ins] Тигром
        [loc] Тигрові
    }
    .gender = masc
    .animacy = anim

## Мітки монстрів

# source-hash: d6f8842df84c
-tag-hong-kong =
    { $case ->
       *[nom] Гонконгський монстр
        [gen] Гонконгського монстра
        [dat] Гонконгському монстрові
        [acc] Гонконгського монстра
        [ins] Гонконгським монстром
        [loc] Гонконгському монстрові
    }
    .gender = masc
    .animacy = anim
# source-hash: 3baf9df57163
-tag-ninja = Ніндзя
    .gender = masc
    .animacy = anim
    .indeclinable = yes
# source-hash: 14bd274597e9
-tag-robot =
    { $case ->
       *[nom] Робот
        [gen] Робота
        [dat] Роботові
        [acc] Робота
        [ins] Роботом
        [loc] Роботові
    }
    .gender = masc
    .animacy = anim
# source-hash: f4a941669ddb
-tag-spirit =
    { $case ->
       *[nom] Дух
        [gen] Духа
        [dat] Духові
        [acc] Духа
        [ins] Духом
        [loc] Духові
    }
    .gender = masc
    .animacy = anim

## Карти (відмінки там, де текст правил вставляє назву не в називному)

# source-hash: a4bcf8c5a57a
-card-mkf-040 = Тіньовий ніндзя за знижкою
    .gender = masc
    .animacy = anim
# source-hash: 43c68f5ef491
-card-mkf-041 = Самурай простроченої честі
    .gender = masc
    .animacy = anim
# source-hash: bbffecdebc88
-card-mkf-042 = Чернець із запасним рукавом
    .gender = masc
    .animacy = anim
# source-hash: 693d4278444c
-card-mkf-043 = Якудза з обіцянкою на мізинчику
    .gender = masc
    .animacy = anim
# source-hash: e304c4474b39
-card-mkf-100 = Вихований ще злішим майстром
    .gender = masc
    .animacy = anim
# source-hash: 29a6b287c183
-card-mkf-101 = Сів після прання
    .gender = masc
    .animacy = anim
# source-hash: 7cb72d589c38
-card-mkf-102 = Перебрав улуну
    .gender = masc
    .animacy = anim
# source-hash: cb7ffdf5230d
-card-mkf-103 = Переслідуваний малобюджетним демоном
    .gender = masc
    .animacy = anim
# source-hash: 437a28f074c2
-card-mkf-104 = Мстива домашня золота рибка
    .gender = fem
# source-hash: a2a571e2d846
-card-mkf-105 = Забув слова
    .gender = masc
    .animacy = anim
# source-hash: 9ed83f8cd910
-card-mkf-106 = Не те доджьо, зате вчасно
    .gender = neut
# source-hash: ed1991861904
-card-mkf-107 = Непрохане продовження
    .gender = neut
# source-hash: 67afaad7fade
-card-mkf-108 = Кулак-відлуння: на біс
    .gender = masc
    .animacy = inan
# source-hash: bb7d08b70e96
-card-mkf-109 = Близнюк, про якого ніхто не казав
    .gender = masc
    .animacy = anim
# source-hash: 93aefb5aef0d
-card-mkf-060 = Каптур підозріло тихих думок
    .gender = masc
    .animacy = inan
# source-hash: df33ccec4a9b
-card-mkf-061 = Орендований обладунок самурая, пеня нараховується
    .gender = masc
    .animacy = inan
# source-hash: 3c3f8b6a432a
-card-mkf-062 = Капці раптового відходу
    .gender = plur
# source-hash: 261f1be14beb
-card-mkf-063 = В'єтнамки люті
    .gender = plur
# source-hash: e8a140d95a4f
-card-mkf-064 = Нунчаки переважно для самокалічення
    .gender = plur
# source-hash: 64ad188c4afb
-card-mkf-065 = Одинадцятифутова алебарда гіперкомпенсації
    .gender = fem
# source-hash: b0006d24a7cc
-card-mkf-066 = Катана ще в пухирчастій плівці
    .gender = fem
# source-hash: ecf3eea188b9
-card-mkf-067 = Чотки легкого просвітлення
    .gender = plur
# source-hash: 6f39d698e446
-card-mkf-068 = Татуювання-рукав для залякування
    .gender = neut
# source-hash: 92ef586b423f
-card-mkf-069 =
    { $case ->
       *[nom] Майже портативний бронзовий гонг
        [gen] Майже портативного бронзового гонга
        [dat] Майже портативному бронзовому гонгу
        [acc] Майже портативний бронзовий гонг
        [ins] Майже портативним бронзовим гонгом
        [loc] Майже портативному бронзовому гонгу
    }
    .gender = masc
    .animacy = inan
# source-hash: 6b1f38bbe4a7
-card-mkf-070 =
    { $case ->
       *[nom] Палички точного насильства
        [gen] Паличок точного насильства
        [dat] Паличкам точного насильства
        [acc] Палички точного насильства
        [ins] Паличками точного насильства
        [loc] Паличках точного насильства
    }
    .gender = plur
# source-hash: d26b3d437bff
-card-mkf-071 = Щит-неонова вивіска
    .gender = masc
    .animacy = inan
# source-hash: 784da392f468
-card-mkf-072 = Конічний солом'яний капелюх сюжетної броні
    .gender = masc
    .animacy = inan
# source-hash: 468faf293829
-card-mkf-073 = Патронташ із кісточок маджонгу
    .gender = masc
    .animacy = inan
# source-hash: 5e3cda85cb58
-card-mkf-090 = Підкупив екзаменатора поясів
    .gender = masc
    .animacy = inan
# source-hash: 8fc67a6ef8dc
-card-mkf-091 = Нарешті прочитав сувій
    .gender = masc
    .animacy = inan
# source-hash: 96820f13d4ca
-card-mkf-092 = Кубок благодійного турніру
    .gender = masc
    .animacy = inan
# source-hash: 4f39d0990e62
-card-mkf-093 = Переграв статую в гляділки
    .gender = masc
    .animacy = inan
# source-hash: 59c854bdffb0
-card-mkf-001 = Паперовий тигр із сувенірної крамниці
    .gender = masc
    .animacy = anim
# source-hash: 77bd1ccd031d
-card-mkf-002 = Надутий пельмень
    .gender = masc
    .animacy = anim
# source-hash: 73b6f6fd0dec
-card-mkf-003 = Субтитри не в такт
    .gender = plur
# source-hash: 74365e64c877
-card-mkf-004 = Ніндзя-дублер № 7
    .gender = masc
    .animacy = anim
# source-hash: 7d6c8d2da352
-card-mkf-005 = Вуличний кіт, що витратив усі дев'ять життів
    .gender = masc
    .animacy = anim
# source-hash: 92ab20412a92
-card-mkf-006 = Банда однакових поплічників
    .gender = fem
# source-hash: bcbffa4912a9
-card-mkf-007 = Лінивий журавель Ліхтарного причалу
    .gender = masc
    .animacy = anim
# source-hash: 8cab209e8be6
-card-mkf-008 = Стрибучий вампір-бухгалтер
    .gender = masc
    .animacy = anim
# source-hash: fc481771a172
-card-mkf-009 =
    { $case ->
       *[nom] Бамбуковий громила
        [gen] Бамбукового громили
        [dat] Бамбуковому громилі
        [acc] Бамбукового громилу
        [ins] Бамбуковим громилою
        [loc] Бамбуковому громилі
    }
    .gender = masc
    .animacy = anim
# source-hash: a7f63ba82a85
-card-mkf-010 = Злопам'ятний сіфу з восьмого поверху
    .gender = masc
    .animacy = anim
# source-hash: 1afb17df86ee
-card-mkf-011 = Неоновий вишибала тріади
    .gender = masc
    .animacy = anim
# source-hash: 897968f5bffa
-card-mkf-012 = Мім із Храмової вулиці
    .gender = masc
    .animacy = anim
# source-hash: 3fa5e9a0b33e
-card-mkf-013 = Конга цзянші
    .gender = fem
# source-hash: 8aca72469acd
-card-mkf-014 = Залізний абат дев'яти гонгів
    .gender = masc
    .animacy = anim
# source-hash: 22b76d9c4334
-card-mkf-015 = Розумний вок погибелі
    .gender = masc
    .animacy = anim
# source-hash: 2475edbfe7a3
-card-mkf-016 = Меха-сенсей 3000
    .gender = masc
    .animacy = anim
# source-hash: 9053b9792929
-card-mkf-017 = Голодний привид — критик шведських столів
    .gender = masc
    .animacy = anim
# source-hash: 8502f310db79
-card-mkf-018 = Храмовий вартовий, що пропустив день ніг
    .gender = masc
    .animacy = anim
# source-hash: 5a33bd3739ec
-card-mkf-019 = Лорд Вусань із Летючої фортеці
    .gender = masc
    .animacy = anim
# source-hash: 03e4091c1292
-card-mkf-020 = Дев'ятихвоста хазяйка квартири
    .gender = fem
# source-hash: 14c72884b567
-card-mkf-021 = Тисячолітній п'яний майстер, тепер тверезий
    .gender = masc
    .animacy = anim
# source-hash: d78625d8ad6e
-card-mkf-022 =
    { $case ->
       *[nom] Фінальний бос, що все пояснює
        [gen] Фінального боса, що все пояснює
        [dat] Фінальному босові, що все пояснює
        [acc] Фінального боса, що все пояснює
        [ins] Фінальним босом, що все пояснює
        [loc] Фінальному босові, що все пояснює
    }
    .gender = masc
    .animacy = anim
# source-hash: 4c1609134637
-card-mkf-117 = Тітонька, що влаштовує шлюби
    .gender = fem
# source-hash: a1cb4948721d
-card-mkf-080 = Димова бомба у формі качки
    .gender = fem
# source-hash: d58ee2da31f6
-card-mkf-081 = Пакетик таємничого соусу
    .gender = masc
    .animacy = inan
# source-hash: ee87b19bc8b9
-card-mkf-082 = Смішно довгий бойовий клич
    .gender = masc
    .animacy = inan
# source-hash: 0d9d3e09a75c
-card-mkf-083 = Позичений каскадер
    .gender = masc
    .animacy = anim
# source-hash: 9b6db6ddf5bd
-card-mkf-084 = Печиво з туманним пророцтвом
    .gender = neut
# source-hash: 29a10e3c5e74
-card-mkf-085 = Тросова упряж для вайр-фу
    .gender = fem
# source-hash: 46d81b4716d6
-card-mkf-086 = Тигровий бальзам сумнівного походження
    .gender = masc
    .animacy = inan
# source-hash: cef1047cda69
-card-mkf-087 = Низка святкових петард
    .gender = fem
# source-hash: 8b338ab5cbb5
-card-mkf-119 = Гак-кішка з клейкого рису
    .gender = masc
    .animacy = inan
# source-hash: 5aacdac194c5
-card-mkf-110 = Подвійна спеціальність із мордобою
    .gender = fem
# source-hash: 760696c9303e
-card-mkf-111 = Заочний курс другого стилю
    .gender = masc
    .animacy = inan
# source-hash: ca7f1a8f34b0
-card-mkf-112 =
    { $case ->
       *[nom] Надто віддана президентка фан-клубу
        [gen] Надто відданої президентки фан-клубу
        [dat] Надто відданій президентці фан-клубу
        [acc] Надто віддану президентку фан-клубу
        [ins] Надто відданою президенткою фан-клубу
        [loc] Надто відданій президентці фан-клубу
    }
    .gender = fem
# source-hash: d60b87ef21e2
-card-mkf-113 =
    { $case ->
       *[nom] Малий, що хоче бути вашим учнем
        [gen] Малого, що хоче бути вашим учнем
        [dat] Малому, що хоче бути вашим учнем
        [acc] Малого, що хоче бути вашим учнем
        [ins] Малим, що хоче бути вашим учнем
        [loc] Малому, що хоче бути вашим учнем
    }
    .gender = masc
    .animacy = anim
# source-hash: fe6131465dc5
-card-mkf-114 =
    { $case ->
       *[nom] Папараці зі спалахом
        [gen] Папараці зі спалахом
        [dat] Папараці зі спалахом
        [acc] Папараці зі спалахом
        [ins] Папараці зі спалахом
        [loc] Папараці зі спалахом
    }
    .gender = masc
    .animacy = anim
# source-hash: ef3e643bf328
-card-mkf-115 = Драматичний флешбек
    .gender = masc
    .animacy = inan
# source-hash: af48344c8da1
-card-mkf-116 = Сувій очевидного фіналу
    .gender = masc
    .animacy = inan
# source-hash: 85e195449c2c
-card-mkf-parts-01 = Щедрий урок майстра
    .gender = masc
    .animacy = inan
# source-hash: c356369c51f7
-card-mkf-parts-02 = Сувій зі звалища
    .gender = masc
    .animacy = inan
# source-hash: ae6b2877de81
-card-mkf-050 = Тигр, що пропустив сніданок
    .gender = masc
    .animacy = anim
# source-hash: 940c4d140b26
-card-mkf-051 = Журавель на одній хиткій нозі
    .gender = masc
    .animacy = anim
# source-hash: 562cfb2f6aa0
-card-mkf-052 = П'яний кулак (здебільшого п'яний)
    .gender = masc
    .animacy = inan
# source-hash: c389ba8d3aab
-card-mkf-053 = Богомол, нетерпляче видання
    .gender = masc
    .animacy = anim
# source-hash: 426e8eff2166
-card-mkf-054 = Змій, що шипить спойлери
    .gender = masc
    .animacy = anim
# source-hash: a4867740aeae
-card-mkf-055 = Мавпа, що позичає речі
    .gender = fem
# source-hash: 949d6ced3613
-card-mkf-056 = Залізна долоня, трохи іржава
    .gender = fem
# source-hash: aac7954053b0
-card-mkf-057 = Шлях лінивця
    .gender = masc
    .animacy = inan
# source-hash: 859e6c8458ba
-card-mkf-058 = Кулак дракона, що пізно розквітає
    .gender = masc
    .animacy = inan
# source-hash: 31695f74d2cd
-card-mkf-118 = Метелик, що вболіває збоку
    .gender = masc
    .animacy = anim
# source-hash: 4fa5cf4b6fcd
-card-mkf-030 = Забитий палець на храмовій сходинці
    .gender = masc
    .animacy = inan
# source-hash: e672f89c3567
-card-mkf-031 = Капелюх, зірваний драматичним вітром
    .gender = masc
    .animacy = inan
# source-hash: 6726a2b0beb0
-card-mkf-032 = Не та чашка на чайній церемонії
    .gender = fem
# source-hash: 638a120ee3c6
-card-mkf-033 = Дубльовано іншою мовою
    .gender = neut
# source-hash: 66033eace0d9
-card-mkf-034 = Вигнаний з доджьо
    .gender = masc
    .animacy = anim
# source-hash: 9f8b0fc29b0e
-card-mkf-035 = Обвал бамбукового риштування
    .gender = masc
    .animacy = inan
# source-hash: 30f63b026d53
-card-mkf-036 = Фан-клуб розпущено
    .gender = masc
    .animacy = inan
# source-hash: 31d94d3c480e
-card-mkf-037 = Тренувальний монтаж вирізали
    .gender = masc
    .animacy = inan

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: 28c034567e3b
-game-title = Манчкін Кунг-фу
