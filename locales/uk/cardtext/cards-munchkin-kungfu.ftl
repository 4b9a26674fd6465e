### Ukrainian per-card text of Munchkin Kung Fu: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 22602781e45c
card-mkf-102-flavour = Дев'ятнадцять чайничків.
# source-hash: b5a6cdb1c5d4
card-mkf-106-flavour = Він шукав школу карате по сусідству.
# source-hash: 4fa04ba89f12
card-mkf-107-flavour = Ніхто не просив другої частини.
# source-hash: 0a9b1dd48b81
card-mkf-109-flavour = Їхня мама дуже пишається.
# source-hash: 2383cb7d5a18
card-mkf-060-flavour = Глушить ваші думки, щоб монстри не почули їх здалеку.
# source-hash: 654a8a8c83e8
card-mkf-061-flavour = Лакований, блискучий, повернути до вівторка.
# source-hash: 1685477f8077
card-mkf-064-flavour = Б'ють ворога, потім вас, потім знову ворога.
# source-hash: 5aebcc6bb627
card-mkf-065-flavour = Ніхто не питав, яка вона завдовжки. Ви все одно розповіли.
# source-hash: e017569e5af8
card-mkf-066-flavour = Її жодного разу не розпаковували: колекційна цінність величезна.
# source-hash: 5651c59f4e5f
card-mkf-068-flavour = Короп кої, дракон і ім'я вашої мами.
# source-hash: 38a2bfb0ac29
card-mkf-069-flavour = Сусіди від нього теж не в захваті.
# source-hash: eaa72b13b879
card-mkf-070-flavour = Спершу впіймати муху, потім тицьнути в око.
# source-hash: 8e777f06a604
card-mkf-072-flavour = Герої ніколи не гинуть у першій дії.
# source-hash: e97f4a5cf463
card-mkf-090-flavour = Пояс — лише тканина, рівень — лише папірці.
# source-hash: 5ce1949a2cae
card-mkf-091-flavour = Отож і піднімаєтеся.
# source-hash: 12a04cb44b76
card-mkf-092-flavour = Кубок дістається кожному.
# source-hash: 977488de207e
card-mkf-093-flavour = Статуя кліпнула першою.
# source-hash: 1218173c4e62
card-mkf-001-flavour = Гарчить восьмим кеглем.
# source-hash: 1a28e403643d
card-mkf-002-flavour = Розпарений — і геть не в доброму сенсі.
# source-hash: 0332a6ab90c3
card-mkf-003-flavour = Каже «Помри!» через три секунди після удару.
# source-hash: fe18d86732ed
card-mkf-004-flavour = Забирає ваш капелюх як реквізит.
# source-hash: 5720a93d6d63
card-mkf-005-flavour = Усі дев'ять життів витрачено, а він досі вештається рибним ринком.
# source-hash: 918456cedbb8
card-mkf-008-flavour = Стрибає, перевіряє, висмоктує.
# source-hash: 55f0bf9892a5
card-mkf-017-flavour = Їсть лише те, що у вашій тарілці.
# source-hash: 4b907e06062c
card-mkf-018-flavour = Зверху колос, знизу — сірнички.
# source-hash: fa3e168dc512
card-mkf-019-flavour = Загрозливо підкручує вуса. Його фортеця летить швидше, ніж ви бігаєте.
# source-hash: e787f2f0484d
card-mkf-020-flavour = Орендна плата — хвостами.
# source-hash: f53348ad54eb
card-mkf-021-flavour = Тверезість зробила його жахливим.
# source-hash: b8fe8b9af1ab
card-mkf-084-flavour = Вживаних пророцтв ніхто не купує.
# source-hash: c7eece4bc10d
card-mkf-056-flavour = Однаково ця штука була потворна.
# source-hash: ee20e4faf55b
card-mkf-118-flavour = Пурхає, тріпоче крильцями й жодного удару не отримує.
# source-hash: 25c09a782703
card-mkf-030-flavour = Тисяча сходинок — і саме останню ви пропускаєте.
# source-hash: ab0b7c9b1359
card-mkf-031-flavour = Під час дуелі хтось завжди відчиняє вікно.
# source-hash: 7b6b912abe25
card-mkf-032-flavour = Таки не улун.
# source-hash: de14533d13e2
card-mkf-033-flavour = Губи ворушаться, а звучать не ті слова.
# source-hash: 268e1d4b546f
card-mkf-034-flavour = Несплачені внески за татамі.
# source-hash: 68190849c2b1
card-mkf-035-flavour = Без цього не обходиться жоден фільм про кунг-фу.
# source-hash: aef96779f96d
card-mkf-037-flavour = Монтажерові не сподобалося.
