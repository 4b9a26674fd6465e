### German per-card text of Munchkin: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 233f4794a96a
card-mun-047-flavour = Du hast lauter gebrüllt.
# source-hash: cd12b26b7372
card-mun-050-flavour = Das Diplom ist laminiert.
# source-hash: 7a1ee1e86b02
card-mun-033-flavour = Ein Mottenschwarm mit erlesenem Geschmack. Hast du keinen Hut, ziehen sie ab und verurteilen dich im Stillen.
# source-hash: e6e7765570b5
card-mun-034-flavour = Moment, welche Stufe hattest du noch mal? Eine weniger, wie es scheint.
# source-hash: 309f9f0dbc14
card-mun-035-flavour = Tut immer noch weh.
# source-hash: 22c57637f454
card-mun-036-flavour = Im ungünstigsten Moment gibt etwas nach. Du darfst wählen, was dir peinlicher ist.
# source-hash: 0974f5af6624
card-mun-037-flavour = Wer bist du eigentlich wirklich?
# source-hash: 7c3df52453ea
card-mun-038-flavour = Jemand hat mitten im Zauberspruch geniest.
# source-hash: bae7de3ebc62
card-mun-043-flavour = So eins wollte er schon immer haben. Hast du keins, schmollt er.
# source-hash: d95458ecb580
card-mun-words-gnome-flavour = Klein, flink und schon unter dem Tisch.
# source-hash: 7d3210d28b18
card-mun-words-monocle-flavour = Alle anderen sehen doppelt.
# source-hash: 918d1839cb81
card-mun-090-flavour = Es kennt jeden Trick und hat jeden einzelnen gehasst.
# source-hash: 1486f6dead78
card-mun-091-flavour = Es sucht immer noch seine Brille.
# source-hash: f10547c172ca
card-mun-092-flavour = Schon wieder hat jemand in seiner Höhle geparkt.
# source-hash: 2ace5cbc7f59
card-mun-093-flavour = Es wäre jetzt lieber in seinem Zimmer.
# source-hash: b817777176dc
card-mun-094-flavour = Es hat sich ziemlich gehen lassen.
# source-hash: f32599f527a8
card-mun-095-flavour = Es will doch nur eine Umarmung. Eine lange.
# source-hash: 9f01f2e99f5d
card-mun-096-flavour = Knabberzeug hat es auch keins mitgebracht.
# source-hash: a9c650449491
card-mun-097-flavour = Einverständniserklärung der Eltern nicht vergessen.
# source-hash: a0d9429406ae
card-mun-051-flavour = An jedem anderen ist er bloß ein Leitkegel.
# source-hash: 777239a8fc22
card-mun-052-flavour = Im Notfall gießt man darin auch Nudeln ab.
# source-hash: fdc477710d06
card-mun-053-flavour = Alle anderen bleiben im Türrahmen hängen.
# source-hash: 5e0a261131a1
card-mun-055-flavour = Du fühlst dich unbesiegbar. Bist du aber nicht.
# source-hash: 050107880847
card-mun-057-flavour = Mit passender Kapuze.
# source-hash: 86fe7eadc03f
card-mun-058-flavour = Sie schnüren sich von selbst auf, sobald du standhalten willst.
# source-hash: 25656874a0d9
card-mun-059-flavour = Unauffällig wie eine Blaskapelle.
# source-hash: 97be88fefe04
card-mun-060-flavour = Bei allen anderen quietscht es.
# source-hash: d34a669b637f
card-mun-061-flavour = Es hat Dinge gesehen. Vor allem Toast.
# source-hash: 80ea3ef7a621
card-mun-062-flavour = Die Löcher dienen der Belüftung.
# source-hash: 4a8419f31735
card-mun-063-flavour = Nicht aufs Gesicht richten.
# source-hash: 8316cef00fd0
card-mun-064-flavour = Macht auch hervorragende Pfannkuchen.
# source-hash: 320e5f2c87b1
card-mun-065-flavour = Am besten von hinten anzuwenden.
# source-hash: 1d4d1f12ac40
card-mun-066-flavour = Er zeigt ganz von allein dramatisch in die Ferne.
# source-hash: c888086c7074
card-mun-067-flavour = Die Schleifchen haben eine tragende Funktion.
# source-hash: 8fa128b67c64
card-mun-068-flavour = Die Eichhörnchen darin gibt es gratis dazu.
# source-hash: e781b6873ff3
card-mun-069-flavour = Hält Monster auf genau eine höfliche Stangenlänge Abstand.
# source-hash: 43f6cf235ef1
card-mun-070-flavour = Rein geht's mit Quietsch, raus mit Knirsch.
# source-hash: a03d8a3f46e1
card-mun-072-flavour = Keiner weiß, warum es funktioniert. Keiner wagt, es aufzuhalten.
# source-hash: b12c82c7f832
card-mun-084-flavour = Die Ballade stimmt größtenteils.
# source-hash: 1d21c7035c94
card-mun-085-flavour = Keiner prüft nach, keinen kümmert's, alle klatschen.
# source-hash: a00e4af927a9
card-mun-086-flavour = Wie sich zeigt, durftest du das die ganze Zeit schon.
# source-hash: ec7f926c919b
card-mun-089-flavour = Der Goblin freut sich immer noch riesig auf die Aussicht.
# source-hash: cd0c75ac5581
card-mun-001-flavour = Er ist nicht wütend, nur enttäuscht. Deine Schuhe löst er trotzdem auf.
# source-hash: 09a623f82197
card-mun-004-flavour = Alles ist steuerpflichtig.
# source-hash: 0d56664fbf04
card-mun-011-flavour = Diesmal sitzt er auf dir.
# source-hash: b215a02a92d8
card-mun-014-flavour = Frag lieber nicht, was aus ihnen geworden ist.
# source-hash: dfb9dd09a691
card-mun-023-flavour = Sie schreibt deins einfach um.
# source-hash: d2f73d523b79
card-mun-030-flavour = Nur für dich kommt er noch einmal aus dem Ruhestand.
# source-hash: 94b57a0e560b
card-mun-032-flavour = Zu Tode geknuddelt.
# source-hash: b17b2bf360fd
card-mun-num-2-flavour = Er teilt dich mit niemandem.
# source-hash: f37a76bb793f
card-mun-num-4-flavour = Die Krähe ist nie traurig.
# source-hash: 941d0698ffc6
card-mun-074-flavour = Mut nicht enthalten, nur die Flüssigkeit.
# source-hash: 92b2d43f1054
card-mun-075-flavour = Alle tun so, als hätten sie nichts bemerkt.
# source-hash: 0cf8804c1209
card-mun-076-flavour = Niesfeste Verpackung separat erhältlich.
# source-hash: ccccaf8c44d1
card-mun-078-flavour = Mit Lavendelduft.
# source-hash: 08218a9474ec
card-mun-079-flavour = Je mehr Nasen, desto lustiger.
# source-hash: 156892e39ec5
card-mun-080-flavour = Vorsicht vor den Socken des Vorbesitzers.
# source-hash: 8de2ac941975
card-mun-081-flavour = Nicht ohne Grund ein Klassiker.
# source-hash: 3513f4c9750a
card-mun-083-flavour = Sie hätte sich mehr gewünscht, aber sie ist nun mal eine bescheidene Münze.
# source-hash: fefd694bd334
card-mun-098-flavour = Du bekommst die Vorzüge von beiden und zahlst trotzdem für beide.
# source-hash: e5b53c006983
card-mun-099-flavour = Die Festtagsessen sind ein Albtraum.
# source-hash: faf74cdc1606
card-mun-100-flavour = Er hat auch Rechte.
# source-hash: 342ec66f0b53
card-mun-103-flavour = Die Anwälte haben es geprüft.
# source-hash: ef574d8c2271
card-mun-104-flavour = Beide halten sich für das Original.
# source-hash: 53cbd289b1d7
card-mun-parts-01-flavour = Das Zählen ist der halbe Spaß.
# source-hash: ecaba941147d
card-mun-parts-03-flavour = Wer's findet, dem gehört's.
# source-hash: 62f7bed97a33
card-mun-044-flavour = Hilfsbereitschaft zahlt sich aus.
# source-hash: 45f4d62bb986
card-mun-045-flavour = Bärte haben Taschen.
