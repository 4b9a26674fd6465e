### Ukrainian per-card text of Munchkin: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 233f4794a96a
card-mun-047-flavour = Хто голосніше кричав, той і переміг.
# source-hash: cd12b26b7372
card-mun-050-flavour = Диплом заламінований.
# source-hash: 7a1ee1e86b02
card-mun-033-flavour = Хмара молі з вишуканим смаком. Якщо капелюха у вас немає, вона відлітає, осудливо озираючись.
# source-hash: e6e7765570b5
card-mun-034-flavour = Стривайте, якого ви були рівня? Схоже, на один нижчого.
# source-hash: 309f9f0dbc14
card-mun-035-flavour = Досі болить.
# source-hash: 22c57637f454
card-mun-036-flavour = У найгірший момент щось не витримує. Самі оберіть, чого соромитися.
# source-hash: 0974f5af6624
card-mun-037-flavour = Хто ви насправді?
# source-hash: 7c3df52453ea
card-mun-038-flavour = Хтось чхнув посеред закляття.
# source-hash: bae7de3ebc62
card-mun-043-flavour = Він завжди мріяв про таку штуку. Якщо у вас її немає, він дметься.
# source-hash: d95458ecb580
card-mun-words-gnome-flavour = Малий, спритний і вже під столом.
# source-hash: 7d3210d28b18
card-mun-words-monocle-flavour = У всіх інших двоїться в очах.
# source-hash: 918d1839cb81
card-mun-090-flavour = Бачив усі трюки — і всі зненавидів.
# source-hash: 1486f6dead78
card-mun-091-flavour = Досі шукає свої окуляри.
# source-hash: f10547c172ca
card-mun-092-flavour = Хтось знову припаркувався в його лігві.
# source-hash: 2ace5cbc7f59
card-mun-093-flavour = Краще б сидів у своїй кімнаті.
# source-hash: b817777176dc
card-mun-094-flavour = Геть себе запустив.
# source-hash: f32599f527a8
card-mun-095-flavour = Просто хоче обійматися. Довго.
# source-hash: 9f01f2e99f5d
card-mun-096-flavour = Навіть смаколиків не приніс.
# source-hash: a9c650449491
card-mun-097-flavour = Не забудьте дозвіл від батьків.
# source-hash: a0d9429406ae
card-mun-051-flavour = На будь-кому іншому це просто конус.
# source-hash: 777239a8fc22
card-mun-052-flavour = А в скрутну хвилину ним можна відцідити макарони.
# source-hash: fdc477710d06
card-mun-053-flavour = Це інші застрягають у дверях.
# source-hash: 5e0a261131a1
card-mun-055-flavour = Ви почуваєтеся непереможними. Дарма.
# source-hash: 050107880847
card-mun-057-flavour = Каптур у комплекті.
# source-hash: 86fe7eadc03f
card-mun-058-flavour = Самі розв'язуються, щойно ви вирішуєте стояти до кінця.
# source-hash: 25656874a0d9
card-mun-059-flavour = Делікатні, як духовий оркестр.
# source-hash: 97be88fefe04
card-mun-060-flavour = Рипіти — це для інших.
# source-hash: d34a669b637f
card-mun-061-flavour = Він дещо бачив. Переважно тости.
# source-hash: 80ea3ef7a621
card-mun-062-flavour = Дірки — для вентиляції.
# source-hash: 4a8419f31735
card-mun-063-flavour = Не спрямовувати в обличчя.
# source-hash: 8316cef00fd0
card-mun-064-flavour = А ще на ній виходять чудові млинці.
# source-hash: 320e5f2c87b1
card-mun-065-flavour = Найкраще застосовувати зі спини.
# source-hash: 1d4d1f12ac40
card-mun-066-flavour = Сама драматично кудись показує.
# source-hash: c888086c7074
card-mun-067-flavour = Стрічечки — несуча конструкція.
# source-hash: 8fa128b67c64
card-mun-068-flavour = Білки всередині — безкоштовний бонус.
# source-hash: e781b6873ff3
card-mun-069-flavour = Тримає монстрів рівно на відстані однієї ввічливої алебарди.
# source-hash: 43f6cf235ef1
card-mun-070-flavour = На вході робить «рип», на виході — «хрусь».
# source-hash: a03d8a3f46e1
card-mun-072-flavour = Ніхто не знає, чому вона працює. Ніхто не сміє її зупинити.
# source-hash: b12c82c7f832
card-mun-084-flavour = Балада здебільшого правдива.
# source-hash: 1d21c7035c94
card-mun-085-flavour = Ніхто не перевіряє, нікому не цікаво, усі аплодують.
# source-hash: a00e4af927a9
card-mun-086-flavour = Виявляється, так можна було від самого початку.
# source-hash: ec7f926c919b
card-mun-089-flavour = Гоблін досі в захваті від краєвиду.
# source-hash: cd0c75ac5581
card-mun-001-flavour = Він не сердиться, просто розчарований. Але черевики вам однаково розчинить.
# source-hash: 09a623f82197
card-mun-004-flavour = Оподатковується все.
# source-hash: 0d56664fbf04
card-mun-011-flavour = Він на вас сідає.
# source-hash: b215a02a92d8
card-mun-014-flavour = Не питайте, що з ними сталося.
# source-hash: dfb9dd09a691
card-mun-023-flavour = А вашу вона перепише.
# source-hash: d2f73d523b79
card-mun-030-flavour = Повернувся з пенсії спеціально заради вас.
# source-hash: 94b57a0e560b
card-mun-032-flavour = Смерть від обіймів.
# source-hash: b17b2bf360fd
card-mun-num-2-flavour = Ні з ким не збирається вами ділитися.
# source-hash: f37a76bb793f
card-mun-num-4-flavour = Ворона ніколи не сумує.
# source-hash: 941d0698ffc6
card-mun-074-flavour = Мужність не входить до комплекту, лише рідина.
# source-hash: 92b2d43f1054
card-mun-075-flavour = Усі вдають, що нічого не помітили.
# source-hash: 0cf8804c1209
card-mun-076-flavour = Пакування, захищене від чхання, продається окремо.
# source-hash: ccccaf8c44d1
card-mun-078-flavour = З ароматом лаванди.
# source-hash: 08218a9474ec
card-mun-079-flavour = Що більше носів, то веселіше.
# source-hash: 156892e39ec5
card-mun-080-flavour = Обережно: шкарпетки попереднього власника.
# source-hash: 8de2ac941975
card-mun-081-flavour = Класика — і недарма.
# source-hash: 3513f4c9750a
card-mun-083-flavour = Вона бажала більшого, але це скромна монета.
# source-hash: fefd694bd334
card-mun-098-flavour = Переваги обох — ваші. І ціна обох теж.
# source-hash: e5b53c006983
card-mun-099-flavour = Святкові вечері — суцільний жах.
# source-hash: faf74cdc1606
card-mun-100-flavour = У нього є права.
# source-hash: 342ec66f0b53
card-mun-103-flavour = Юристи перевірили.
# source-hash: ef574d8c2271
card-mun-104-flavour = Обидва вважають себе оригіналом.
# source-hash: 53cbd289b1d7
card-mun-parts-01-flavour = Рахувати — це вже половина задоволення.
# source-hash: ecaba941147d
card-mun-parts-03-flavour = Хто знайшов, той і забрав.
# source-hash: 62f7bed97a33
card-mun-044-flavour = Підтримувати інших вигідно.
# source-hash: 45f4d62bb986
card-mun-045-flavour = У бородах є кишені.
