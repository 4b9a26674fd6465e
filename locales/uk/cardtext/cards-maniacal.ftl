### Ukrainian per-card text of Maniacal: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 28515e8cf2f3
card-man-c001-flavour = Надрукуйте собі пенсію.
# source-hash: 783b19229c74
card-man-c002-flavour = Він просто відпочивав у тому музеї.
# source-hash: f42c866ff34c
card-man-c003-flavour = Хмари — це просто туман з амбіціями.
# source-hash: f2e51fa6b930
card-man-h001-flavour = Відмикає замки, тягає з кишень і чіпляється до слів.
# source-hash: cdad38830212
card-man-h002-flavour = Щойно з'явившись, з'їдає долар із дрібної каси.
# source-hash: 2db43a3b162d
card-man-h003-flavour = Виставляє рахунок за кожен експеримент.
# source-hash: c702538bdb7e
card-man-m001-flavour = Оплачено наперед, готівкою, у валізці.
# source-hash: b35a8a080df6
card-man-p001-flavour = Ось ви його бачите. Ні, все ще не бачите.
# source-hash: 05170ba6be27
card-man-s001-flavour = Хтось заздалегідь викликав швидку.
# source-hash: 5111d65b5d18
card-man-f001-flavour = Ніхто нічого не бачив. Так і задумано.
# source-hash: ca7ec8e7f689
card-man-x001-flavour = Квадратна щелепа, бездоганна репутація, нуль почуття гумору.
# source-hash: 50302854409b
card-man-r001-flavour = Квартальні звіти ще ніколи не були такими короткими.
# source-hash: 1725e8c79508
card-man-r002-flavour = Ніхто не знає, що він тче.
# source-hash: c2acbfe0c1e9
card-man-r003-flavour = Обережно, капає віск.
# source-hash: 3569e8ece196
card-man-v001-flavour = Вона ніколи не підвищує голосу. Вона знижує температуру.
# source-hash: adf1ecbe2753
card-man-l001-flavour = Два пінгвіни в одному плащі.
# source-hash: e4cb1d077c4b
card-man-v002-flavour = Від його лекцій цілі групи кам'яніли.
# source-hash: 4beabef47294
card-man-v001-base = крижаний палац за останньою заправкою
# source-hash: 32075a841f07
card-man-v001-lackey = Мряка і Сльота
# source-hash: 30abf516570d
card-man-v001-strength = Холодний початок
# source-hash: 4351df84e015
card-man-v001-weakness = Тонкий лід
# source-hash: de33f21e62f6
card-man-l001-villain = Графиня Памороз
# source-hash: bc4bdbdfd5e4
card-man-v002-base = льох під дуже старим храмом
# source-hash: c086ff0d5b72
card-man-v002-lackey = Містер Камінчик
# source-hash: 8b324c2fb49b
card-man-v002-strength = Кам'яний погляд
# source-hash: 5aa840b15871
card-man-v002-weakness = Жодного такту з пацієнтами
# source-hash: d1416b0deba8
card-man-l002-villain = Професор Горгонакс
