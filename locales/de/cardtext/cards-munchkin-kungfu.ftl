### German per-card text of Munchkin Kung Fu: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 22602781e45c
card-mkf-102-flavour = Neunzehn Kannen.
# source-hash: b5a6cdb1c5d4
card-mkf-106-flavour = Eigentlich suchte es die Karateschule nebenan.
# source-hash: 4fa04ba89f12
card-mkf-107-flavour = Um einen zweiten Teil hat niemand gebeten.
# source-hash: 0a9b1dd48b81
card-mkf-109-flavour = Ihre Mutter ist sehr stolz.
# source-hash: 2383cb7d5a18
card-mkf-060-flavour = Dämpft deine Gedanken, damit Monster sie nicht kommen hören.
# source-hash: 654a8a8c83e8
card-mkf-061-flavour = Lackiert, glänzend und am Dienstag zurückzugeben.
# source-hash: 1685477f8077
card-mkf-064-flavour = Sie treffen den Gegner, dann dich, dann wieder den Gegner.
# source-hash: 5aebcc6bb627
card-mkf-065-flavour = Niemand hat gefragt, wie lang sie ist. Du hast es trotzdem allen erzählt.
# source-hash: e017569e5af8
card-mkf-066-flavour = Nie ausgepackt; der Sammlerwert ist immens.
# source-hash: 5651c59f4e5f
card-mkf-068-flavour = Ein Koi, ein Drache und der Name deiner Mutter.
# source-hash: 38a2bfb0ac29
card-mkf-069-flavour = Nachbarn übrigens auch.
# source-hash: eaa72b13b879
card-mkf-070-flavour = Erst die Fliege, dann das Auge.
# source-hash: 8e777f06a604
card-mkf-072-flavour = Helden sterben nie im ersten Akt.
# source-hash: e97f4a5cf463
card-mkf-090-flavour = Gürtel sind nur Stoff, Stufen nur Papierkram.
# source-hash: 5ce1949a2cae
card-mkf-091-flavour = Und das tust du auch.
# source-hash: 12a04cb44b76
card-mkf-092-flavour = Jeder bekommt einen Pokal.
# source-hash: 977488de207e
card-mkf-093-flavour = Sie hat zuerst geblinzelt.
# source-hash: 1218173c4e62
card-mkf-001-flavour = Brüllt in Schriftgröße acht.
# source-hash: 1a28e403643d
card-mkf-002-flavour = Frisch gedämpft, aber alles andere als gedämpfter Laune.
# source-hash: 0332a6ab90c3
card-mkf-003-flavour = Es ruft „Stirb!“ drei Sekunden, nachdem es dich getroffen hat.
# source-hash: fe18d86732ed
card-mkf-004-flavour = Nimmt deinen Hut als Requisite mit.
# source-hash: 5720a93d6d63
card-mkf-005-flavour = Neun Leben verbraucht und spukt immer noch auf dem Fischmarkt herum.
# source-hash: 918456cedbb8
card-mkf-008-flavour = Hüpft, prüft, saugt aus.
# source-hash: 55f0bf9892a5
card-mkf-017-flavour = Isst nur, was auf deinem Teller liegt.
# source-hash: 4b907e06062c
card-mkf-018-flavour = Oben kolossal, unten Zahnstocher.
# source-hash: fa3e168dc512
card-mkf-019-flavour = Zwirbelt bedrohlich. Seine Festung schwebt schneller, als du joggst.
# source-hash: e787f2f0484d
card-mkf-020-flavour = Die Miete ist fällig, zahlbar in Schwänzen.
# source-hash: f53348ad54eb
card-mkf-021-flavour = Erst die Nüchternheit hat ihn furchterregend gemacht.
# source-hash: b8fe8b9af1ab
card-mkf-084-flavour = Niemand kauft eine gebrauchte Prophezeiung.
# source-hash: c7eece4bc10d
card-mkf-056-flavour = Hässlich war das Ding sowieso.
# source-hash: ee20e4faf55b
card-mkf-118-flavour = Flattert herein, flattert herum, steckt keinen Schlag ein.
# source-hash: 25c09a782703
card-mkf-030-flavour = Tausend Treppenstufen, und du verfehlst die letzte.
# source-hash: ab0b7c9b1359
card-mkf-031-flavour = Beim Duell macht immer jemand ein Fenster auf.
# source-hash: 7b6b912abe25
card-mkf-032-flavour = Doch kein Oolong.
# source-hash: de14533d13e2
card-mkf-033-flavour = Deine Lippen bewegen sich, aber die falschen Worte kommen heraus.
# source-hash: 268e1d4b546f
card-mkf-034-flavour = Mattengebühren nicht bezahlt.
# source-hash: 68190849c2b1
card-mkf-035-flavour = Jeder Kung-Fu-Film braucht einen.
# source-hash: aef96779f96d
card-mkf-037-flavour = Der Cutter hat sie gehasst.
