### Глосарій Манчкін Кунг-фу: українська. Те, що Кунг-фу додає до глосарія родини.

## Терміни гри

-hong-kong-monster = { $case ->
   *[nom] гонконгський монстр
    [gen] гонконгського монстра
    [dat] гонконгському монстрові
    [acc] гонконгського монстра
    [ins] гонконгським монстром
    [loc] гонконгському монстрові
  }
    .gender = masc
    .animacy = anim

## Види карт

-kind-trap = Пастка
    .gender = fem
-kind-style = Стиль
    .gender = masc
-kind-double-strike = Подвійний удар
    .gender = masc
-kind-extra-style = Додатковий стиль
    .gender = masc
-kind-fan = Фанат
    .gender = masc

## Набори значень

-loss-style = { $case ->
   *[nom] Стиль
    [gen] Стилю
    [dat] Стилю
    [acc] Стиль
    [ins] Стилем
    [loc] Стилі
  }
    .gender = masc
    .animacy = inan
-loss-fan = { $case ->
   *[nom] Фанат
    [gen] Фаната
    [dat] Фанатові
    [acc] Фаната
    [ins] Фанатом
    [loc] Фанатові
  }
    .gender = masc
    .animacy = anim
-category-style = { $case ->
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

-class-monk = { $case ->
   *[nom] Чернець
    [gen] Ченця
    [dat] Ченцеві
    [acc] Ченця
    [ins] Ченцем
    [loc] Ченцеві
  }
    .gender = masc
    .animacy = anim
-class-ninja = Ніндзя
    .gender = masc
    .animacy = anim
    .indeclinable = yes
-class-samurai = { $case ->
   *[nom] Самурай
    [gen] Самурая
    [dat] Самураєві
    [acc] Самурая
    [ins] Самураєм
    [loc] Самураєві
  }
    .gender = masc
    .animacy = anim
-class-yakuza = { $case ->
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

-style-butterfly = { $case ->
   *[nom] Метелик
    [gen] Метелика
    [dat] Метеликові
    [acc] Метелика
    [ins] Метеликом
    [loc] Метеликові
  }
    .gender = masc
    .animacy = anim
-style-crane = { $case ->
   *[nom] Журавель
    [gen] Журавля
    [dat] Журавлеві
    [acc] Журавля
    [ins] Журавлем
    [loc] Журавлеві
  }
    .gender = masc
    .animacy = anim
-style-dragon-fist = { $case ->
   *[nom] Кулак дракона
    [gen] Кулака дракона
    [dat] Кулаку дракона
    [acc] Кулак дракона
    [ins] Кулаком дракона
    [loc] Кулаці дракона
  }
    .gender = masc
    .animacy = inan
-style-drunken = { $case ->
   *[nom] П'яний кулак
    [gen] П'яного кулака
    [dat] П'яному кулаку
    [acc] П'яний кулак
    [ins] П'яним кулаком
    [loc] П'яному кулаці
  }
    .gender = masc
    .animacy = inan
-style-iron-palm = { $case ->
   *[nom] Залізна долоня
    [gen] Залізної долоні
    [dat] Залізній долоні
    [acc] Залізну долоню
    [ins] Залізною долонею
    [loc] Залізній долоні
  }
    .gender = fem
-style-mantis = { $case ->
   *[nom] Богомол
    [gen] Богомола
    [dat] Богомолові
    [acc] Богомола
    [ins] Богомолом
    [loc] Богомолові
  }
    .gender = masc
    .animacy = anim
-style-monkey = { $case ->
   *[nom] Мавпа
    [gen] Мавпи
    [dat] Мавпі
    [acc] Мавпу
    [ins] Мавпою
    [loc] Мавпі
  }
    .gender = fem
-style-serpent = { $case ->
   *[nom] Змія
    [gen] Змії
    [dat] Змії
    [acc] Змію
    [ins] Змією
    [loc] Змії
  }
    .gender = fem
-style-sloth = { $case ->
   *[nom] Лінивець
    [gen] Лінивця
    [dat] Лінивцеві
    [acc] Лінивця
    [ins] Лінивцем
    [loc] Лінивцеві
  }
    .gender = masc
    .animacy = anim
-style-tiger = { $case ->
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

-tag-hong-kong = { $case ->
   *[nom] Гонконгський монстр
    [gen] Гонконгського монстра
    [dat] Гонконгському монстрові
    [acc] Гонконгського монстра
    [ins] Гонконгським монстром
    [loc] Гонконгському монстрові
  }
    .gender = masc
    .animacy = anim
-tag-ninja = Ніндзя
    .gender = masc
    .animacy = anim
    .indeclinable = yes
-tag-robot = { $case ->
   *[nom] Робот
    [gen] Робота
    [dat] Роботові
    [acc] Робота
    [ins] Роботом
    [loc] Роботові
  }
    .gender = masc
    .animacy = anim
-tag-spirit = { $case ->
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

-card-mkf-040 = Тіньовий ніндзя за знижкою
    .gender = masc
    .animacy = anim
-card-mkf-041 = Самурай простроченої честі
    .gender = masc
    .animacy = anim
-card-mkf-042 = Чернець із запасним рукавом
    .gender = masc
    .animacy = anim
-card-mkf-043 = Якудза з обіцянкою на мізинчику
    .gender = masc
    .animacy = anim
-card-mkf-100 = Вихований ще злішим майстром
    .gender = masc
    .animacy = anim
-card-mkf-101 = Сів після прання
    .gender = masc
    .animacy = anim
-card-mkf-102 = Перебрав улуну
    .gender = masc
    .animacy = anim
-card-mkf-103 = Переслідуваний малобюджетним демоном
    .gender = masc
    .animacy = anim
-card-mkf-104 = Мстива домашня золота рибка
    .gender = fem
-card-mkf-105 = Забув слова
    .gender = masc
    .animacy = anim
-card-mkf-106 = Не те доджьо, зате вчасно
    .gender = neut
-card-mkf-107 = Непрохане продовження
    .gender = neut
-card-mkf-108 = Кулак-відлуння: на біс
    .gender = masc
    .animacy = inan
-card-mkf-109 = Близнюк, про якого ніхто не казав
    .gender = masc
    .animacy = anim
-card-mkf-060 = Каптур підозріло тихих думок
    .gender = masc
    .animacy = inan
-card-mkf-061 = Орендований обладунок самурая, пеня нараховується
    .gender = masc
    .animacy = inan
-card-mkf-062 = Капці раптового відходу
    .gender = plur
-card-mkf-063 = В'єтнамки люті
    .gender = plur
-card-mkf-064 = Нунчаки переважно для самокалічення
    .gender = plur
-card-mkf-065 = Одинадцятифутова алебарда гіперкомпенсації
    .gender = fem
-card-mkf-066 = Катана ще в пухирчастій плівці
    .gender = fem
-card-mkf-067 = Чотки легкого просвітлення
    .gender = plur
-card-mkf-068 = Татуювання-рукав для залякування
    .gender = neut
-card-mkf-069 = { $case ->
   *[nom] Майже портативний бронзовий гонг
    [gen] Майже портативного бронзового гонга
    [dat] Майже портативному бронзовому гонгу
    [acc] Майже портативний бронзовий гонг
    [ins] Майже портативним бронзовим гонгом
    [loc] Майже портативному бронзовому гонгу
  }
    .gender = masc
    .animacy = inan
-card-mkf-070 = { $case ->
   *[nom] Палички точного насильства
    [gen] Паличок точного насильства
    [dat] Паличкам точного насильства
    [acc] Палички точного насильства
    [ins] Паличками точного насильства
    [loc] Паличках точного насильства
  }
    .gender = plur
-card-mkf-071 = Щит-неонова вивіска
    .gender = masc
    .animacy = inan
-card-mkf-072 = Конічний солом'яний капелюх сюжетної броні
    .gender = masc
    .animacy = inan
-card-mkf-073 = Патронташ із кісточок маджонгу
    .gender = masc
    .animacy = inan
-card-mkf-090 = Підкупив екзаменатора поясів
    .gender = masc
    .animacy = inan
-card-mkf-091 = Нарешті прочитав сувій
    .gender = masc
    .animacy = inan
-card-mkf-092 = Кубок благодійного турніру
    .gender = masc
    .animacy = inan
-card-mkf-093 = Переграв статую в гляділки
    .gender = masc
    .animacy = inan
-card-mkf-001 = Паперовий тигр із сувенірної крамниці
    .gender = masc
    .animacy = anim
-card-mkf-002 = Надутий пельмень
    .gender = masc
    .animacy = anim
-card-mkf-003 = Субтитри не в такт
    .gender = plur
-card-mkf-004 = Ніндзя-дублер № 7
    .gender = masc
    .animacy = anim
-card-mkf-005 = Вуличний кіт, що витратив усі дев'ять життів
    .gender = masc
    .animacy = anim
-card-mkf-006 = Банда однакових поплічників
    .gender = fem
-card-mkf-007 = Лінивий журавель Ліхтарного причалу
    .gender = masc
    .animacy = anim
-card-mkf-008 = Стрибучий вампір-бухгалтер
    .gender = masc
    .animacy = anim
-card-mkf-009 = { $case ->
   *[nom] Бамбуковий громила
    [gen] Бамбукового громили
    [dat] Бамбуковому громилі
    [acc] Бамбукового громилу
    [ins] Бамбуковим громилою
    [loc] Бамбуковому громилі
  }
    .gender = masc
    .animacy = anim
-card-mkf-010 = Злопам'ятний сіфу з восьмого поверху
    .gender = masc
    .animacy = anim
-card-mkf-011 = Неоновий вишибала тріади
    .gender = masc
    .animacy = anim
-card-mkf-012 = Мім із Храмової вулиці
    .gender = masc
    .animacy = anim
-card-mkf-013 = Конга цзянші
    .gender = fem
-card-mkf-014 = Залізний абат дев'яти гонгів
    .gender = masc
    .animacy = anim
-card-mkf-015 = Розумний вок погибелі
    .gender = masc
    .animacy = anim
-card-mkf-016 = Меха-сенсей 3000
    .gender = masc
    .animacy = anim
-card-mkf-017 = Голодний привид — критик шведських столів
    .gender = masc
    .animacy = anim
-card-mkf-018 = Храмовий вартовий, що пропустив день ніг
    .gender = masc
    .animacy = anim
-card-mkf-019 = Лорд Вусань із Летючої фортеці
    .gender = masc
    .animacy = anim
-card-mkf-020 = Дев'ятихвоста хазяйка квартири
    .gender = fem
-card-mkf-021 = Тисячолітній п'яний майстер, тепер тверезий
    .gender = masc
    .animacy = anim
-card-mkf-022 = { $case ->
   *[nom] Фінальний бос, що все пояснює
    [gen] Фінального боса, що все пояснює
    [dat] Фінальному босові, що все пояснює
    [acc] Фінального боса, що все пояснює
    [ins] Фінальним босом, що все пояснює
    [loc] Фінальному босові, що все пояснює
  }
    .gender = masc
    .animacy = anim
-card-mkf-117 = Тітонька, що влаштовує шлюби
    .gender = fem
-card-mkf-080 = Димова бомба у формі качки
    .gender = fem
-card-mkf-081 = Пакетик таємничого соусу
    .gender = masc
    .animacy = inan
-card-mkf-082 = Смішно довгий бойовий клич
    .gender = masc
    .animacy = inan
-card-mkf-083 = Позичений каскадер
    .gender = masc
    .animacy = anim
-card-mkf-084 = Печиво з туманним пророцтвом
    .gender = neut
-card-mkf-085 = Тросова упряж для вайр-фу
    .gender = fem
-card-mkf-086 = Тигровий бальзам сумнівного походження
    .gender = masc
    .animacy = inan
-card-mkf-087 = Низка святкових петард
    .gender = fem
-card-mkf-119 = Гак-кішка з клейкого рису
    .gender = masc
    .animacy = inan
-card-mkf-110 = Подвійна спеціальність із мордобою
    .gender = fem
-card-mkf-111 = Заочний курс другого стилю
    .gender = masc
    .animacy = inan
-card-mkf-112 = { $case ->
   *[nom] Надто віддана президентка фан-клубу
    [gen] Надто відданої президентки фан-клубу
    [dat] Надто відданій президентці фан-клубу
    [acc] Надто віддану президентку фан-клубу
    [ins] Надто відданою президенткою фан-клубу
    [loc] Надто відданій президентці фан-клубу
  }
    .gender = fem
-card-mkf-113 = { $case ->
   *[nom] Малий, що хоче бути вашим учнем
    [gen] Малого, що хоче бути вашим учнем
    [dat] Малому, що хоче бути вашим учнем
    [acc] Малого, що хоче бути вашим учнем
    [ins] Малим, що хоче бути вашим учнем
    [loc] Малому, що хоче бути вашим учнем
  }
    .gender = masc
    .animacy = anim
-card-mkf-114 = { $case ->
   *[nom] Папараці зі спалахом
    [gen] Папараці зі спалахом
    [dat] Папараці зі спалахом
    [acc] Папараці зі спалахом
    [ins] Папараці зі спалахом
    [loc] Папараці зі спалахом
  }
    .gender = masc
    .animacy = anim
-card-mkf-115 = Драматичний флешбек
    .gender = masc
    .animacy = inan
-card-mkf-116 = Сувій очевидного фіналу
    .gender = masc
    .animacy = inan
-card-mkf-parts-01 = Щедрий урок майстра
    .gender = masc
    .animacy = inan
-card-mkf-parts-02 = Сувій зі звалища
    .gender = masc
    .animacy = inan
-card-mkf-050 = Тигр, що пропустив сніданок
    .gender = masc
    .animacy = anim
-card-mkf-051 = Журавель на одній хиткій нозі
    .gender = masc
    .animacy = anim
-card-mkf-052 = П'яний кулак (здебільшого п'яний)
    .gender = masc
    .animacy = inan
-card-mkf-053 = Богомол, нетерпляче видання
    .gender = masc
    .animacy = anim
-card-mkf-054 = Змій, що шипить спойлери
    .gender = masc
    .animacy = anim
-card-mkf-055 = Мавпа, що позичає речі
    .gender = fem
-card-mkf-056 = Залізна долоня, трохи іржава
    .gender = fem
-card-mkf-057 = Шлях лінивця
    .gender = masc
    .animacy = inan
-card-mkf-058 = Кулак дракона, що пізно розквітає
    .gender = masc
    .animacy = inan
-card-mkf-118 = Метелик, що вболіває збоку
    .gender = masc
    .animacy = anim
-card-mkf-030 = Забитий палець на храмовій сходинці
    .gender = masc
    .animacy = inan
-card-mkf-031 = Капелюх, зірваний драматичним вітром
    .gender = masc
    .animacy = inan
-card-mkf-032 = Не та чашка на чайній церемонії
    .gender = fem
-card-mkf-033 = Дубльовано іншою мовою
    .gender = neut
-card-mkf-034 = Вигнаний з доджьо
    .gender = masc
    .animacy = anim
-card-mkf-035 = Обвал бамбукового риштування
    .gender = masc
    .animacy = inan
-card-mkf-036 = Фан-клуб розпущено
    .gender = masc
    .animacy = inan
-card-mkf-037 = Тренувальний монтаж вирізали
    .gender = masc
    .animacy = inan
