# ruff: noqa: E501  (pinned texts are kept on one line each, as they print)
"""Golden card texts: 42 cards of Munchkin and Munchkin Kung Fu in en, es, uk, de and pl, each read
and judged (a translator would sign them off). A change in a message, the termbase or the generator
that alters any of them fails here, naming the card and the language."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.lang.load import load
from toolkit.text import render

ROOT = Path(__file__).resolve().parents[1]

GOLDEN: dict[tuple[str, str], str] = {
    # Sulking Slime (monster)
    ("mun-001", "en"): "Monster | Level 1 · 1 Treasure\nBad Stuff: lose your Footgear.",
    ("mun-001", "es"): "Monstruo | Nivel 1 · 1 Tesoro\nMal Rollo: pierde tu Calzado.",
    ("mun-001", "uk"): "Монстр | Рівень 1 · 1 Скарб\nКепські наслідки: втратьте Взувку.",
    ("mun-001", "de"): "Monster | Stufe 1 · 1 Schatz\nSchlimme Dinge: verliere dein Schuhwerk.",
    ("mun-001", "pl"): "Potwór | Poziom 1 · 1 Skarb\nPaskudne Skutki: strać Obuwie.",
    # Passive-Aggressive Fern (monster)
    (
        "mun-002",
        "en",
    ): "Monster | Level 1 · 1 Treasure\nIf you are an Elf: 1 more Treasure.\nBad Stuff: discard 2 cards from your hand.",
    (
        "mun-002",
        "es",
    ): "Monstruo | Nivel 1 · 1 Tesoro\nSi eres un Elfo: 1 Tesoro más.\nMal Rollo: descarta 2 cartas de tu mano.",
    (
        "mun-002",
        "uk",
    ): "Монстр | Рівень 1 · 1 Скарб\nЯкщо ви Ельф: на 1 Скарб більше.\nКепські наслідки: скиньте з руки 2 карти.",
    (
        "mun-002",
        "de",
    ): "Monster | Stufe 1 · 1 Schatz\nWenn du ein Elf bist: 1 Schatz mehr.\nSchlimme Dinge: wirf 2 Karten von deiner Hand ab.",
    (
        "mun-002",
        "pl",
    ): "Potwór | Poziom 1 · 1 Skarb\nJeśli jesteś Elfem: o 1 Skarb więcej.\nPaskudne Skutki: odrzuć z ręki 2 karty.",
    # Sock Gremlin (monster)
    (
        "mun-003",
        "en",
    ): "Monster | Level 2 · 1 Treasure\n+1 to Run Away.\nBad Stuff: the victim chooses: lose your Footgear or discard 2 cards from your hand.",
    (
        "mun-003",
        "es",
    ): "Monstruo | Nivel 2 · 1 Tesoro\n+1 para Huir.\nMal Rollo: la víctima elige: pierde tu Calzado o descarta 2 cartas de tu mano.",
    (
        "mun-003",
        "uk",
    ): "Монстр | Рівень 2 · 1 Скарб\n+1 до Змивки.\nКепські наслідки: жертва обирає: втратьте Взувку або скиньте з руки 2 карти.",
    (
        "mun-003",
        "de",
    ): "Monster | Stufe 2 · 1 Schatz\n+1 beim Weglaufen.\nSchlimme Dinge: das Opfer wählt: verliere dein Schuhwerk oder wirf 2 Karten von deiner Hand ab.",
    (
        "mun-003",
        "pl",
    ): "Potwór | Poziom 2 · 1 Skarb\n+1 do Ucieczki.\nPaskudne Skutki: ofiara wybiera: strać Obuwie lub odrzuć z ręki 2 karty.",
    # Bog Wisp (monster)
    (
        "mun-007",
        "en",
    ): "Monster | Level 4 · 1 Treasure\nBog Wisp will not pursue you if your Level is 3 or less.\n−1 to Run Away.\nBad Stuff: lose 1 Level.",
    (
        "mun-007",
        "es",
    ): "Monstruo | Nivel 4 · 1 Tesoro\nFuego Fatuo del Pantano no te persigue si tu Nivel es 3 o menos.\n−1 para Huir.\nMal Rollo: pierde 1 Nivel.",
    (
        "mun-007",
        "uk",
    ): "Монстр | Рівень 4 · 1 Скарб\nБолотний вогник не переслідує вас, якщо ваш рівень 3 або менше.\n−1 до Змивки.\nКепські наслідки: втратьте 1 рівень.",
    (
        "mun-007",
        "de",
    ): "Monster | Stufe 4 · 1 Schatz\nSumpfirrlicht verfolgt dich nicht, wenn deine Stufe 3 oder weniger ist.\n−1 beim Weglaufen.\nSchlimme Dinge: verliere 1 Stufe.",
    (
        "mun-007",
        "pl",
    ): "Potwór | Poziom 4 · 1 Skarb\nBłędny Ognik z Bagien cię nie ściga, jeśli twój Poziom wynosi 3 lub mniej.\n−1 do Ucieczki.\nPaskudne Skutki: strać 1 Poziom.",
    # Zombie Paperboy (monster)
    (
        "mun-009",
        "en",
    ): "Monster | Level 5 · 2 Treasures\nIf you are not an Elf, you are not a Dwarf and you are not a Halfling: +2 in combat.\nBad Stuff: lose 1 Level.",
    (
        "mun-009",
        "es",
    ): "Monstruo | Nivel 5 · 2 Tesoros\nSi no eres un Elfo, no eres un Enano y no eres un Mediano: +2 en combate.\nMal Rollo: pierde 1 Nivel.",
    (
        "mun-009",
        "uk",
    ): "Монстр | Рівень 5 · 2 Скарби\nЯкщо ви не Ельф, ви не Дварф і ви не Галфлінг: +2 у бою.\nКепські наслідки: втратьте 1 рівень.",
    (
        "mun-009",
        "de",
    ): "Monster | Stufe 5 · 2 Schätze\nWenn du kein Elf bist, du kein Zwerg bist und du kein Halbling bist: +2 im Kampf.\nSchlimme Dinge: verliere 1 Stufe.",
    (
        "mun-009",
        "pl",
    ): "Potwór | Poziom 5 · 2 Skarby\nJeśli nie jesteś Elfem, nie jesteś Krasnoludem i nie jesteś Niziołkiem: +2 w walce.\nPaskudne Skutki: strać 1 Poziom.",
    # Disgruntled Minotaur Intern (monster)
    (
        "mun-013",
        "en",
    ): "Monster | Level 7 · 2 Treasures\nDuring combat: +2 in combat for each player helping.\nBad Stuff: lose 1 Level if your Level is less than 5; lose 2 Levels if your Level is 5 or more.",
    (
        "mun-013",
        "es",
    ): "Monstruo | Nivel 7 · 2 Tesoros\nDurante un combate: +2 en combate por cada jugador que ayude.\nMal Rollo: pierde 1 Nivel si tu Nivel es menor que 5; pierde 2 Niveles si tu Nivel es 5 o más.",
    (
        "mun-013",
        "uk",
    ): "Монстр | Рівень 7 · 2 Скарби\nПід час бою: +2 у бою за кожного гравця, що допомагає.\nКепські наслідки: втратьте 1 рівень, якщо ваш рівень менше за 5; втратьте 2 рівні, якщо ваш рівень 5 або більше.",
    (
        "mun-013",
        "de",
    ): "Monster | Stufe 7 · 2 Schätze\nWährend eines Kampfes: +2 im Kampf für jeden helfenden Spieler.\nSchlimme Dinge: verliere 1 Stufe, wenn deine Stufe kleiner als 5 ist; verliere 2 Stufen, wenn deine Stufe 5 oder mehr ist.",
    (
        "mun-013",
        "pl",
    ): "Potwór | Poziom 7 · 2 Skarby\nPodczas walki: +2 w walce za każdego pomagającego gracza.\nPaskudne Skutki: strać 1 Poziom, jeśli twój Poziom wynosi mniej niż 5; strać 2 Poziomy, jeśli twój Poziom wynosi 5 lub więcej.",
    # Troll Under the Drawbridge (monster)
    (
        "mun-022",
        "en",
    ): "Monster | Level 12 · 3 Treasures\nIf your Level is 4 or less: Troll Under the Drawbridge will not pursue you.\n−1 to Run Away.\nBad Stuff: lose your Big Item and lose 1 Level.",
    (
        "mun-022",
        "es",
    ): "Monstruo | Nivel 12 · 3 Tesoros\nSi tu Nivel es 4 o menos: Trol bajo el Puente Levadizo no te persigue.\n−1 para Huir.\nMal Rollo: pierde tu Objeto Grande y pierde 1 Nivel.",
    (
        "mun-022",
        "uk",
    ): "Монстр | Рівень 12 · 3 Скарби\nЯкщо ваш рівень 4 або менше: Троль під звідним мостом не переслідує вас.\n−1 до Змивки.\nКепські наслідки: втратьте Велику шмотку й втратьте 1 рівень.",
    (
        "mun-022",
        "de",
    ): "Monster | Stufe 12 · 3 Schätze\nWenn deine Stufe 4 oder weniger ist: Troll unter der Zugbrücke verfolgt dich nicht.\n−1 beim Weglaufen.\nSchlimme Dinge: verliere deinen Großen Gegenstand und verliere 1 Stufe.",
    (
        "mun-022",
        "pl",
    ): "Potwór | Poziom 12 · 3 Skarby\nJeśli twój Poziom wynosi 4 lub mniej: Troll spod Zwodzonego Mostu cię nie ściga.\n−1 do Ucieczki.\nPaskudne Skutki: strać Duży Przedmiot i strać 1 Poziom.",
    # Ancient Lawyer-Wyrm (monster)
    (
        "mun-029",
        "en",
    ): "Monster | Level 16 · 4 Treasures · Worth 2 Levels\nIf you are a Thief: +4 in combat.\nWhen you defeat Ancient Lawyer-Wyrm: draw 1 Door card face down.\nBad Stuff: lose 3 Levels and lose your Big Item.",
    (
        "mun-029",
        "es",
    ): "Monstruo | Nivel 16 · 4 Tesoros · Vale 2 Niveles\nSi eres un Ladrón: +4 en combate.\nCuando derrotes a Sierpe Abogada Ancestral: roba 1 carta de Puerta boca abajo.\nMal Rollo: pierde 3 Niveles y pierde tu Objeto Grande.",
    (
        "mun-029",
        "uk",
    ): "Монстр | Рівень 16 · 4 Скарби · Дає 2 рівні\nЯкщо ви Злодій: +4 у бою.\nКоли ви переможете Стародавнього змія-юриста: візьміть 1 карту Дверей лицем донизу.\nКепські наслідки: втратьте 3 рівні й втратьте Велику шмотку.",
    (
        "mun-029",
        "de",
    ): "Monster | Stufe 16 · 4 Schätze · Bringt 2 Stufen\nWenn du ein Dieb bist: +4 im Kampf.\nWenn du den Uralten Anwaltslindwurm besiegst: ziehe 1 Türkarte verdeckt.\nSchlimme Dinge: verliere 3 Stufen und verliere deinen Großen Gegenstand.",
    (
        "mun-029",
        "pl",
    ): "Potwór | Poziom 16 · 4 Skarby · Daje 2 Poziomy\nJeśli jesteś Złodziejem: +4 w walce.\nGdy pokonasz Prastarego Smoka Prawnika: dobierz w ciemno 1 kartę Drzwi.\nPaskudne Skutki: strać 3 Poziomy i strać Duży Przedmiot.",
    # Bone Colossus (monster)
    (
        "mun-031",
        "en",
    ): "Monster | Level 18 · 5 Treasures · Worth 2 Levels\n−2 to Run Away.\nBad Stuff: lose 4 Levels if your Level is less than 5; you die if your Level is 5 or more.",
    (
        "mun-031",
        "es",
    ): "Monstruo | Nivel 18 · 5 Tesoros · Vale 2 Niveles\n−2 para Huir.\nMal Rollo: pierde 4 Niveles si tu Nivel es menor que 5; mueres si tu Nivel es 5 o más.",
    (
        "mun-031",
        "uk",
    ): "Монстр | Рівень 18 · 5 Скарбів · Дає 2 рівні\n−2 до Змивки.\nКепські наслідки: втратьте 4 рівні, якщо ваш рівень менше за 5; ви помираєте, якщо ваш рівень 5 або більше.",
    (
        "mun-031",
        "de",
    ): "Monster | Stufe 18 · 5 Schätze · Bringt 2 Stufen\n−2 beim Weglaufen.\nSchlimme Dinge: verliere 4 Stufen, wenn deine Stufe kleiner als 5 ist; du stirbst, wenn deine Stufe 5 oder mehr ist.",
    (
        "mun-031",
        "pl",
    ): "Potwór | Poziom 18 · 5 Skarbów · Daje 2 Poziomy\n−2 do Ucieczki.\nPaskudne Skutki: strać 4 Poziomy, jeśli twój Poziom wynosi mniej niż 5; giniesz, jeśli twój Poziom wynosi 5 lub więcej.",
    # Identity Crisis (curse)
    ("mun-037", "en"): "Curse | When played: lose 1 Level if you have no Class; lose your Class if you have a Class.",
    (
        "mun-037",
        "es",
    ): "Maldición | Al jugarla: pierde 1 Nivel si no tienes Clase; pierde tu Clase si tienes una Clase.",
    (
        "mun-037",
        "uk",
    ): "Прокляття | Коли карту зіграно: втратьте 1 рівень, якщо у вас немає Класу; втратьте Клас, якщо у вас є Клас.",
    (
        "mun-037",
        "de",
    ): "Fluch | Beim Ausspielen: verliere 1 Stufe, wenn du keine Klasse hast; verliere deine Klasse, wenn du eine Klasse hast.",
    ("mun-037", "pl"): "Klątwa | Po zagraniu: strać 1 Poziom, jeśli nie masz Klasy; strać Klasę, jeśli masz Klasę.",
    # Personal Rain Cloud (curse)
    (
        "mun-041",
        "en",
    ): "Curse | At the victim's next combat: −3 in combat and −1 to Run Away until the end of the combat.",
    (
        "mun-041",
        "es",
    ): "Maldición | En el siguiente combate de la víctima: −3 en combate y −1 para Huir hasta el final del combate.",
    ("mun-041", "uk"): "Прокляття | На початку наступного бою жертви: −3 у бою й −1 до Змивки до кінця бою.",
    (
        "mun-041",
        "de",
    ): "Fluch | Zu Beginn des nächsten Kampfes des Opfers: −3 im Kampf und −1 beim Weglaufen bis zum Ende des Kampfes.",
    ("mun-041", "pl"): "Klątwa | Na początku następnej walki ofiary: −3 w walce i −1 do Ucieczki do końca walki.",
    # Bottomless Bag With a Hole (curse)
    ("mun-042", "en"): "Curse | When played: your hand limit is 3 until you die.",
    ("mun-042", "es"): "Maldición | Al jugarla: tu límite de mano es 3 hasta que mueras.",
    ("mun-042", "uk"): "Прокляття | Коли карту зіграно: ваш ліміт карт у руці — 3, доки ви не помрете.",
    ("mun-042", "de"): "Fluch | Beim Ausspielen: dein Handkartenlimit ist 3, bis du stirbst.",
    ("mun-042", "pl"): "Klątwa | Po zagraniu: twój limit kart na ręce wynosi 3, dopóki nie zginiesz.",
    # Certified Sword Enthusiast (class)
    (
        "mun-047",
        "en",
    ): "Class | Warrior\nDuring combat, discard up to 3 cards: +1 in combat for each card discarded.\nYou win ties.",
    (
        "mun-047",
        "es",
    ): "Clase | Guerrero\nDurante un combate, descarta hasta 3 cartas: +1 en combate por cada carta descartada.\nGanas los empates.",
    (
        "mun-047",
        "uk",
    ): "Клас | Воїн\nПід час бою скиньте до 3 карт: +1 у бою за кожну скинуту карту.\nУ разі нічиєї перемагаєте ви.",
    (
        "mun-047",
        "de",
    ): "Klasse | Krieger\nWährend eines Kampfes: wirf bis zu 3 Karten ab – +1 im Kampf für jede abgeworfene Karte.\nDu gewinnst bei Gleichstand.",
    (
        "mun-047",
        "pl",
    ): "Klasa | Wojownik\nPodczas walki odrzuć do 3 kart: +1 w walce za każdą odrzuconą kartę.\nWygrywasz przy remisie.",
    # Licensed Pickpocket (class)
    (
        "mun-049",
        "en",
    ): "Class | Thief\nOutside combat, discard 1 card: steal 1 Item from another player if the die roll is 4 or more.\nDuring combat, discard 1 card: −2 to another player.",
    (
        "mun-049",
        "es",
    ): "Clase | Ladrón\nFuera de combate, descarta 1 carta: roba 1 Objeto a otro jugador si la tirada del dado es 4 o más.\nDurante un combate, descarta 1 carta: −2 para otro jugador.",
    (
        "mun-049",
        "uk",
    ): "Клас | Злодій\nПоза боєм скиньте 1 карту: вкрадіть 1 шмотку в іншого гравця, якщо результат кидка 4 або більше.\nПід час бою скиньте 1 карту: −2 для іншого гравця.",
    (
        "mun-049",
        "de",
    ): "Klasse | Dieb\nAußerhalb eines Kampfes: wirf 1 Karte ab – stiehl einem anderen Spieler 1 Gegenstand, wenn der Würfelwurf 4 oder mehr ist.\nWährend eines Kampfes: wirf 1 Karte ab – −2 für einen anderen Spieler.",
    (
        "mun-049",
        "pl",
    ): "Klasa | Złodziej\nPoza walką odrzuć 1 kartę: ukradnij innemu graczowi 1 Przedmiot, jeśli wynik rzutu wynosi 4 lub więcej.\nPodczas walki odrzuć 1 kartę: −2 dla innego gracza.",
    # Antlered Bucket of Overcompensation (item)
    (
        "mun-053",
        "en",
    ): "Item | 600 Gold Pieces · +3 Bonus · Headgear\nUsable only if you are a Dwarf or you are a Warrior.",
    (
        "mun-053",
        "es",
    ): "Objeto | 600 piezas de oro · Bonificación +3 · Casco\nSolo se puede usar si eres un Enano o eres un Guerrero.",
    (
        "mun-053",
        "uk",
    ): "Шмотка | 600 золотих · Бонус +3 · Головняк\nВикористовувати можна, лише якщо ви Дварф або ви Воїн.",
    (
        "mun-053",
        "de",
    ): "Gegenstand | 600 Goldstücke · Bonus +3 · Kopfbedeckung\nNur verwendbar, wenn du ein Zwerg bist oder du ein Krieger bist.",
    (
        "mun-053",
        "pl",
    ): "Przedmiot | 600 sztuk złota · Premia +3 · Nakrycie Głowy\nMożna używać tylko wtedy, gdy jesteś Krasnoludem lub jesteś Wojownikiem.",
    # Polearm of Reasonable Distance (item)
    ("mun-069", "en"): "Item | 600 Gold Pieces · +3 Bonus · 2 Hands\nUsable only if you are not a Halfling.",
    (
        "mun-069",
        "es",
    ): "Objeto | 600 piezas de oro · Bonificación +3 · 2 manos\nSolo se puede usar si no eres un Mediano.",
    ("mun-069", "uk"): "Шмотка | 600 золотих · Бонус +3 · 2 руки\nВикористовувати можна, лише якщо ви не Галфлінг.",
    ("mun-069", "de"): "Gegenstand | 600 Goldstücke · Bonus +3 · 2 Hände\nNur verwendbar, wenn du kein Halbling bist.",
    (
        "mun-069",
        "pl",
    ): "Przedmiot | 600 sztuk złota · Premia +3 · 2 ręce\nMożna używać tylko wtedy, gdy nie jesteś Niziołkiem.",
    # Polish Your Participation Trophy (go-up-a-level)
    ("mun-087", "en"): "Go Up a Level | Any time: the lowest-level player goes up 1 Level.",
    ("mun-087", "es"): "¡Sube un Nivel! | En cualquier momento: el jugador de menor Nivel sube 1 Nivel.",
    ("mun-087", "uk"): "Отримай рівень | Будь-коли: гравець з найнижчим рівнем отримує 1 рівень.",
    ("mun-087", "de"): "Steige eine Stufe auf | Jederzeit: der Spieler mit der niedrigsten Stufe steigt 1 Stufe auf.",
    ("mun-087", "pl"): "Awansuj o Poziom | W dowolnej chwili: gracz z najniższym Poziomem awansuje o 1 Poziom.",
    # Older Than the Mountains (monster-enhancer)
    ("mun-090", "en"): "Monster Enhancer | +10 to the monster.\n2 more Treasures.",
    ("mun-090", "es"): "Potenciador de Monstruo | +10 para el monstruo.\n2 Tesoros más.",
    ("mun-090", "uk"): "Посилення монстра | +10 для монстра.\nНа 2 Скарби більше.",
    ("mun-090", "de"): "Monsterverstärker | +10 für das Monster.\n2 Schätze mehr.",
    ("mun-090", "pl"): "Wzmocnienie Potwora | +10 dla potwora.\nO 2 Skarby więcej.",
    # Restless Dead on a Field Trip (wandering-monster)
    ("mun-097", "en"): "Wandering Monster | During combat: add an Undead monster from your hand to the combat.",
    ("mun-097", "es"): "Monstruo Errante | Durante un combate: añade un No Muerto de tu mano al combate.",
    ("mun-097", "uk"): "Бродяча тварюка | Під час бою: додайте до бою з руки одну Нежить.",
    (
        "mun-097",
        "de",
    ): "Wanderndes Monster | Während eines Kampfes: füge dem Kampf einen Untoten von deiner Hand hinzu.",
    ("mun-097", "pl"): "Wędrujący Potwór | Podczas walki: dodaj do walki z ręki jednego Nieumarłego.",
    # Gary the Expendable (hireling)
    (
        "mun-100",
        "en",
    ): "Hireling | +1 in combat.\nDuring combat, discard Gary the Expendable: you escape all monsters automatically.",
    (
        "mun-100",
        "es",
    ): "Secuaz | +1 en combate.\nDurante un combate, descarta Gary el Prescindible: escapas automáticamente de todos los monstruos.",
    (
        "mun-100",
        "uk",
    ): "Найманець | +1 у бою.\nПід час бою скиньте Гері, якого не шкода: ви автоматично змиваєтеся від усіх монстрів.",
    (
        "mun-100",
        "de",
    ): "Gefolgsmann | +1 im Kampf.\nWährend eines Kampfes: opfere Gary den Entbehrlichen – du entkommst automatisch allen Monstern.",
    (
        "mun-100",
        "pl",
    ): "Najemnik | +1 w walce.\nPodczas walki poświęć Gary'ego Zbędnego: automatycznie uciekasz wszystkim potworom.",
    # Deed to the Whole Dungeon (special)
    ("mun-103", "en"): "Special | On your turn, if your Level is 9, discard 3 Items you carry: you win the game.",
    ("mun-103", "es"): "Especial | En tu turno, si tu Nivel es 9, descarta 3 Objetos que lleves: ganas la partida.",
    (
        "mun-103",
        "uk",
    ): "Особлива карта | У свій хід, якщо ваш рівень дорівнює 9, скиньте 3 шмотки, які ви несете: ви виграєте гру.",
    (
        "mun-103",
        "de",
    ): "Spezialkarte | In deinem Zug, wenn deine Stufe 9 ist: wirf 3 getragene Gegenstände ab – du gewinnst das Spiel.",
    (
        "mun-103",
        "pl",
    ): "Karta Specjalna | W swojej turze, jeśli twój Poziom wynosi 9, odrzuć 3 noszone Przedmioty: wygrywasz grę.",
    # Shrinking Satchel (curse)
    ("mun-num-1", "en"): "Curse | When played: −2 to your hand limit until you die.",
    ("mun-num-1", "es"): "Maldición | Al jugarla: −2 a tu límite de mano hasta que mueras.",
    ("mun-num-1", "uk"): "Прокляття | Коли карту зіграно: −2 до вашого ліміту карт у руці, доки ви не помрете.",
    ("mun-num-1", "de"): "Fluch | Beim Ausspielen: −2 auf dein Handkartenlimit, bis du stirbst.",
    ("mun-num-1", "pl"): "Klątwa | Po zagraniu: −2 do twojego limitu kart na ręce, dopóki nie zginiesz.",
    # Jealous Hermit Crab (monster)
    ("mun-num-2", "en"): "Monster | Level 4 · 1 Treasure\nNobody may help in a combat.\nBad Stuff: lose 1 Level.",
    ("mun-num-2", "es"): "Monstruo | Nivel 4 · 1 Tesoro\nNadie puede ayudar en un combate.\nMal Rollo: pierde 1 Nivel.",
    (
        "mun-num-2",
        "uk",
    ): "Монстр | Рівень 4 · 1 Скарб\nУ бою ніхто не може допомагати.\nКепські наслідки: втратьте 1 рівень.",
    (
        "mun-num-2",
        "de",
    ): "Monster | Stufe 4 · 1 Schatz\nNiemand darf im Kampf helfen.\nSchlimme Dinge: verliere 1 Stufe.",
    (
        "mun-num-2",
        "pl",
    ): "Potwór | Poziom 4 · 1 Skarb\nNikt nie może pomagać w walce.\nPaskudne Skutki: strać 1 Poziom.",
    # Leaky Loot Sack (curse)
    (
        "mun-num-6",
        "en",
    ): "Curse | When played: −1 to the Treasures a kill gives, never below 0 until you next win a combat.",
    (
        "mun-num-6",
        "es",
    ): "Maldición | Al jugarla: −1 a los Tesoros que da una victoria, nunca por debajo de 0 hasta que vuelvas a ganar un combate.",
    (
        "mun-num-6",
        "uk",
    ): "Прокляття | Коли карту зіграно: −1 до Скарбів за перемогу, але не менше 0, доки ви знову не переможете в бою.",
    (
        "mun-num-6",
        "de",
    ): "Fluch | Beim Ausspielen: −1 auf die Schätze pro Sieg, nie unter 0, bis du wieder einen Kampf gewinnst.",
    (
        "mun-num-6",
        "pl",
    ): "Klątwa | Po zagraniu: −1 do Skarbów za zwycięstwo, ale nie mniej niż 0, dopóki znów nie wygrasz walki.",
    # Stern Hall Monitor (monster)
    (
        "mun-num-8",
        "en",
    ): "Monster | Level 3 · 1 Treasure\nYou Run Away on a roll of 6 or more.\nBad Stuff: lose 1 Level.",
    (
        "mun-num-8",
        "es",
    ): "Monstruo | Nivel 3 · 1 Tesoro\nConsigues Huir con una tirada de 6 o más.\nMal Rollo: pierde 1 Nivel.",
    (
        "mun-num-8",
        "uk",
    ): "Монстр | Рівень 3 · 1 Скарб\nВи змиваєтеся, якщо викинете 6 або більше.\nКепські наслідки: втратьте 1 рівень.",
    (
        "mun-num-8",
        "de",
    ): "Monster | Stufe 3 · 1 Schatz\nDu läufst bei einem Wurf von 6 oder mehr weg.\nSchlimme Dinge: verliere 1 Stufe.",
    (
        "mun-num-8",
        "pl",
    ): "Potwór | Poziom 3 · 1 Skarb\nUciekasz, jeśli wyrzucisz 6 lub więcej.\nPaskudne Skutki: strać 1 Poziom.",
    # Crown of the Moment (one-shot)
    (
        "mun-parts-02",
        "en",
    ): "One-Shot | 200 Gold Pieces\nDuring combat, if your Level is the highest at the table: +5 in combat.",
    (
        "mun-parts-02",
        "es",
    ): "De un solo uso | 200 piezas de oro\nDurante un combate, si tu Nivel es el más alto de la mesa: +5 en combate.",
    (
        "mun-parts-02",
        "uk",
    ): "Одноразова шмотка | 200 золотих\nПід час бою, якщо ваш рівень — найвищий за столом: +5 у бою.",
    (
        "mun-parts-02",
        "de",
    ): "Einmal-Gegenstand | 200 Goldstücke\nWährend eines Kampfes, wenn deine Stufe am Tisch am höchsten ist: +5 im Kampf.",
    (
        "mun-parts-02",
        "pl",
    ): "Jednorazówka | 200 sztuk złota\nPodczas walki, jeśli twój Poziom jest najwyższy przy stole: +5 w walce.",
    # Objection! (one-shot)
    (
        "mun-parts-04",
        "en",
    ): "One-Shot | 100 Gold Pieces\nWhen a Monster Enhancer card is played: cancel it (it has no effect, and both cards are discarded).",
    (
        "mun-parts-04",
        "es",
    ): "De un solo uso | 100 piezas de oro\nCuando se juegue una carta de Potenciador de Monstruo: anúlala (no tiene efecto y se descartan las dos cartas).",
    (
        "mun-parts-04",
        "uk",
    ): "Одноразова шмотка | 100 золотих\nКоли грають карту «Посилення монстра»: скасуйте її (вона не діє, а обидві карти йдуть у скид).",
    (
        "mun-parts-04",
        "de",
    ): "Einmal-Gegenstand | 100 Goldstücke\nWenn eine Karte „Monsterverstärker“ ausgespielt wird: annulliere sie (sie hat keine Wirkung, und beide Karten werden abgeworfen).",
    (
        "mun-parts-04",
        "pl",
    ): "Jednorazówka | 100 sztuk złota\nGdy ktoś zagrywa kartę „Wzmocnienie Potwora”: anuluj ją (nie działa, a obie karty idą na stos odrzuconych).",
    # Charitable Impulse (curse)
    ("mun-parts-06", "en"): "Curse | When played: give your best Item to the lowest-level other player.",
    ("mun-parts-06", "es"): "Maldición | Al jugarla: da tu mejor Objeto al otro jugador de menor Nivel.",
    (
        "mun-parts-06",
        "uk",
    ): "Прокляття | Коли карту зіграно: віддайте вашу найкращу шмотку іншому гравцеві з найнижчим рівнем.",
    (
        "mun-parts-06",
        "de",
    ): "Fluch | Beim Ausspielen: gib dem anderen Spieler mit der niedrigsten Stufe deinen besten Gegenstand.",
    ("mun-parts-06", "pl"): "Klątwa | Po zagraniu: daj innemu graczowi z najniższym Poziomem twój najlepszy Przedmiot.",
    # Shady Notary (hireling)
    ("mun-parts-07", "en"): "Hireling | Ignore one restriction of an Item you carry.",
    ("mun-parts-07", "es"): "Secuaz | Ignora una restricción de un Objeto que llevas.",
    ("mun-parts-07", "uk"): "Найманець | Ігноруйте одне обмеження шмотки з вашого спорядження.",
    ("mun-parts-07", "de"): "Gefolgsmann | Ignoriere eine Einschränkung eines Gegenstands aus deiner Ausrüstung.",
    ("mun-parts-07", "pl"): "Najemnik | Zignoruj jedno ograniczenie Przedmiotu z twojego ekwipunku.",
    # Abacus of Hoarding (item)
    ("mun-parts-01", "en"): "Item | 300 Gold Pieces\n+1 in combat for each of the cards in your hand.",
    ("mun-parts-01", "es"): "Objeto | 300 piezas de oro\n+1 en combate por cada una de las cartas de tu mano.",
    ("mun-parts-01", "uk"): "Шмотка | 300 золотих\n+1 у бою за кожну з карт з вашої руки.",
    ("mun-parts-01", "de"): "Gegenstand | 300 Goldstücke\n+1 im Kampf für jede Karte unter den Karten von deiner Hand.",
    ("mun-parts-01", "pl"): "Przedmiot | 300 sztuk złota\n+1 w walce za każdą spośród kart z twojej ręki.",
    # Stout Beard-Haver (race)
    ("mun-045", "en"): "Race | Dwarf\nYou may carry any number of Big Items.\nYour hand limit is 6.",
    ("mun-045", "es"): "Raza | Enano\nPuedes llevar cualquier número de Objetos Grandes.\nTu límite de mano es 6.",
    ("mun-045", "uk"): "Раса | Дварф\nВи можете носити скільки завгодно Великих шмоток.\nВаш ліміт карт у руці — 6.",
    ("mun-045", "de"): "Rasse | Zwerg\nDu darfst beliebig viele Große Gegenstände tragen.\nDein Handkartenlimit ist 6.",
    (
        "mun-045",
        "pl",
    ): "Rasa | Krasnolud\nMożesz nosić dowolną liczbę Dużych Przedmiotów.\nTwój limit kart na ręce wynosi 6.",
    # Battering Ram on Little Wheels (item)
    ("mun-070", "en"): "Item | 1,000 Gold Pieces · +5 Bonus · Big\nUsable only if you are a Dwarf.",
    ("mun-070", "es"): "Objeto | 1.000 piezas de oro · Bonificación +5 · Grande\nSolo se puede usar si eres un Enano.",
    ("mun-070", "uk"): "Шмотка | 1\xa0000 золотих · Бонус +5 · Велика\nВикористовувати можна, лише якщо ви Дварф.",
    ("mun-070", "de"): "Gegenstand | 1.000 Goldstücke · Bonus +5 · Groß\nNur verwendbar, wenn du ein Zwerg bist.",
    (
        "mun-070",
        "pl",
    ): "Przedmiot | 1\xa0000 sztuk złota · Premia +5 · Duży\nMożna używać tylko wtedy, gdy jesteś Krasnoludem.",
    # Lazy Crane of Lantern Pier (monster)
    (
        "mkf-007",
        "en",
    ): "Monster | Level 5 · 2 Treasures\nLazy Crane of Lantern Pier will not pursue you if your Level is 3 or less.\n−1 to Run Away.\nBad Stuff: the victim chooses: lose your Footgear or lose 1 Level.",
    (
        "mkf-007",
        "es",
    ): "Monstruo | Nivel 5 · 2 Tesoros\nGrulla Perezosa del Muelle de los Farolillos no te persigue si tu Nivel es 3 o menos.\n−1 para Huir.\nMal Rollo: la víctima elige: pierde tu Calzado o pierde 1 Nivel.",
    (
        "mkf-007",
        "uk",
    ): "Монстр | Рівень 5 · 2 Скарби\nЛінивий журавель Ліхтарного причалу не переслідує вас, якщо ваш рівень 3 або менше.\n−1 до Змивки.\nКепські наслідки: жертва обирає: втратьте Взувку або втратьте 1 рівень.",
    (
        "mkf-007",
        "de",
    ): "Monster | Stufe 5 · 2 Schätze\nFauler Kranich vom Laternenpier verfolgt dich nicht, wenn deine Stufe 3 oder weniger ist.\n−1 beim Weglaufen.\nSchlimme Dinge: das Opfer wählt: verliere dein Schuhwerk oder verliere 1 Stufe.",
    (
        "mkf-007",
        "pl",
    ): "Potwór | Poziom 5 · 2 Skarby\nLeniwy Żuraw z Przystani Lampionów cię nie ściga, jeśli twój Poziom wynosi 3 lub mniej.\n−1 do Ucieczki.\nPaskudne Skutki: ofiara wybiera: strać Obuwie lub strać 1 Poziom.",
    # Bamboo Scaffold Collapse (trap)
    ("mkf-035", "en"): "Trap | When played: the victim chooses: lose your Armor, lose your Footgear or lose 1 Level.",
    ("mkf-035", "es"): "Trampa | Al jugarla: la víctima elige: pierde tu Armadura, pierde tu Calzado o pierde 1 Nivel.",
    (
        "mkf-035",
        "uk",
    ): "Пастка | Коли карту зіграно: жертва обирає: втратьте Бронік, втратьте Взувку або втратьте 1 рівень.",
    (
        "mkf-035",
        "de",
    ): "Falle | Beim Ausspielen: das Opfer wählt: verliere deine Rüstung, verliere dein Schuhwerk oder verliere 1 Stufe.",
    ("mkf-035", "pl"): "Pułapka | Po zagraniu: ofiara wybiera: strać Zbroję, strać Obuwie lub strać 1 Poziom.",
    # Fan Club Disbanded (trap)
    (
        "mkf-036",
        "en",
    ): "Trap | When played: the victim discards 1 card from the hand if you have no Fan; the victim loses their Fan.",
    (
        "mkf-036",
        "es",
    ): "Trampa | Al jugarla: la víctima descarta 1 carta de la mano si no tienes Fan; la víctima pierde su Fan.",
    (
        "mkf-036",
        "uk",
    ): "Пастка | Коли карту зіграно: жертва скидає з руки 1 карту, якщо у вас немає Фаната; жертва втрачає Фаната.",
    (
        "mkf-036",
        "de",
    ): "Falle | Beim Ausspielen: das Opfer wirft 1 Karte von der Hand ab, wenn du keinen Fan hast; das Opfer verliert den Fan.",
    ("mkf-036", "pl"): "Pułapka | Po zagraniu: ofiara odrzuca z ręki 1 kartę, jeśli nie masz Fana; ofiara traci Fana.",
    # Kid Who Wants to Be Your Apprentice (fan)
    (
        "mkf-113",
        "en",
    ): "Fan | +2 in combat if you are fighting alone.\nWhen you Run Away, discard Kid Who Wants to Be Your Apprentice: you escape all monsters automatically and you choose: your helper escapes automatically or +1 to Run Away for your helper.",
    (
        "mkf-113",
        "es",
    ): "Fan | +2 en combate si luchas solo.\nCuando intentes Huir, descarta Chaval que Quiere Ser tu Aprendiz: escapas automáticamente de todos los monstruos y tú eliges: tu ayudante escapa automáticamente o +1 para Huir a tu ayudante.",
    (
        "mkf-113",
        "uk",
    ): "Фанат | +2 у бою, якщо ви б'єтеся самі.\nКоли ви змиваєтеся, скиньте Малого, що хоче бути вашим учнем: ви автоматично змиваєтеся від усіх монстрів і ви обираєте: ваш помічник автоматично змивається або +1 до Змивки для вашого помічника.",
    (
        "mkf-113",
        "de",
    ): "Fan | +2 im Kampf, wenn du allein kämpfst.\nWenn du wegläufst: opfere das Kind, das dein Lehrling werden will – du entkommst automatisch allen Monstern und du wählst: dein Helfer entkommt automatisch oder +1 beim Weglaufen für deinen Helfer.",
    (
        "mkf-113",
        "pl",
    ): "Fan | +2 w walce, jeśli walczysz sam.\nGdy uciekasz, poświęć Dzieciaka, Który Chce Być Twoim Uczniem: automatycznie uciekasz wszystkim potworom i ty wybierasz: twój pomocnik automatycznie ucieka lub +1 do Ucieczki dla twojego pomocnika.",
    # Paparazzo With a Flash Camera (fan)
    (
        "mkf-114",
        "en",
    ): "Fan | +1 to Run Away.\nDuring combat, discard Paparazzo With a Flash Camera: −3 to all monsters until the end of the combat.",
    (
        "mkf-114",
        "es",
    ): "Fan | +1 para Huir.\nDurante un combate, descarta Paparazzi con Flash: −3 para todos los monstruos hasta el final del combate.",
    (
        "mkf-114",
        "uk",
    ): "Фанат | +1 до Змивки.\nПід час бою скиньте Папараці зі спалахом: −3 для всіх монстрів до кінця бою.",
    (
        "mkf-114",
        "de",
    ): "Fan | +1 beim Weglaufen.\nWährend eines Kampfes: opfere den Paparazzo mit Blitzkamera – −3 für alle Monster bis zum Ende des Kampfes.",
    (
        "mkf-114",
        "pl",
    ): "Fan | +1 do Ucieczki.\nPodczas walki poświęć Paparazza z Lampą Błyskową: −3 dla wszystkich potworów do końca walki.",
    # Scroll From the Scrap Heap (one-shot)
    (
        "mkf-parts-02",
        "en",
    ): "One-Shot | 100 Gold Pieces\nOn your turn: take the top card of the Treasure discard pile into your hand.",
    (
        "mkf-parts-02",
        "es",
    ): "De un solo uso | 100 piezas de oro\nEn tu turno: coge la carta de arriba de la pila de descartes de Tesoros y ponla en tu mano.",
    ("mkf-parts-02", "uk"): "Одноразова шмотка | 100 золотих\nУ свій хід: візьміть до руки верхню карту скиду Скарбів.",
    (
        "mkf-parts-02",
        "de",
    ): "Einmal-Gegenstand | 100 Goldstücke\nIn deinem Zug: nimm die oberste Karte vom Ablagestapel der Schätze auf die Hand.",
    (
        "mkf-parts-02",
        "pl",
    ): "Jednorazówka | 100 sztuk złota\nW swojej turze: weź na rękę wierzchnią kartę ze stosu odrzuconych kart Skarbów.",
    # String of Festival Firecrackers (one-shot)
    (
        "mkf-087",
        "en",
    ): "One-Shot | 300 Gold Pieces\nDuring combat, if a Hong Kong monster is in the combat: −3 to all monsters.",
    (
        "mkf-087",
        "es",
    ): "De un solo uso | 300 piezas de oro\nDurante un combate, si hay un monstruo de Hong Kong en el combate: −3 para todos los monstruos.",
    (
        "mkf-087",
        "uk",
    ): "Одноразова шмотка | 300 золотих\nПід час бою, якщо в бою є гонконгський монстр: −3 для всіх монстрів.",
    (
        "mkf-087",
        "de",
    ): "Einmal-Gegenstand | 300 Goldstücke\nWährend eines Kampfes, wenn ein Hongkong-Monster am Kampf beteiligt ist: −3 für alle Monster.",
    (
        "mkf-087",
        "pl",
    ): "Jednorazówka | 300 sztuk złota\nPodczas walki, jeśli w walce bierze udział potwór z Hongkongu: −3 dla wszystkich potworów.",
    # Drunken Fist (Mostly Drunk) (style)
    (
        "mkf-052",
        "en",
    ): "Style | Drunken Fist\nDuring combat, discard up to 2 cards: +2 in combat for each card discarded and −1 to Run Away until the end of the combat.",
    (
        "mkf-052",
        "es",
    ): "Estilo | Puño Borracho\nDurante un combate, descarta hasta 2 cartas: +2 en combate por cada carta descartada y −1 para Huir hasta el final del combate.",
    (
        "mkf-052",
        "uk",
    ): "Стиль | П'яний кулак\nПід час бою скиньте до 2 карт: +2 у бою за кожну скинуту карту й −1 до Змивки до кінця бою.",
    (
        "mkf-052",
        "de",
    ): "Stil | Betrunkene Faust\nWährend eines Kampfes: wirf bis zu 2 Karten ab – +2 im Kampf für jede abgeworfene Karte und −1 beim Weglaufen bis zum Ende des Kampfes.",
    (
        "mkf-052",
        "pl",
    ): "Styl | Pijana Pięść\nPodczas walki odrzuć do 2 kart: +2 w walce za każdą odrzuconą kartę i −1 do Ucieczki do końca walki.",
    # Monk of the Extra Sleeve (class)
    (
        "mkf-042",
        "en",
    ): "Class | Monk\nYou may have one more Style.\nDuring combat, if a Ghost monster is in the combat, a Spirit monster is in the combat or an Undead monster is in the combat, discard up to 3 cards: +3 in combat for each card discarded.",
    (
        "mkf-042",
        "es",
    ): "Clase | Monje\nPuedes tener un Estilo más.\nDurante un combate, si hay un Fantasma en el combate, hay un Espíritu en el combate o hay un No Muerto en el combate, descarta hasta 3 cartas: +3 en combate por cada carta descartada.",
    (
        "mkf-042",
        "uk",
    ): "Клас | Чернець\nВи можете мати ще один Стиль.\nПід час бою, якщо в бою є Привид, в бою є Дух або в бою є Нежить, скиньте до 3 карт: +3 у бою за кожну скинуту карту.",
    (
        "mkf-042",
        "de",
    ): "Klasse | Mönch\nDu darfst einen weiteren Stil haben.\nWährend eines Kampfes, wenn ein Gespenst am Kampf beteiligt ist, ein Geist am Kampf beteiligt ist oder ein Untoter am Kampf beteiligt ist: wirf bis zu 3 Karten ab – +3 im Kampf für jede abgeworfene Karte.",
    (
        "mkf-042",
        "pl",
    ): "Klasa | Mnich\nMożesz mieć jeszcze jeden Styl.\nPodczas walki, jeśli w walce bierze udział Widmo, w walce bierze udział Duch lub w walce bierze udział Nieumarły, odrzuć do 3 kart: +3 w walce za każdą odrzuconą kartę.",
    # Scroll of the Obvious Ending (special)
    (
        "mkf-116",
        "en",
    ): "Special | On your turn, if your Level is 9 and the number of Items you carry is 5 or more, discard 5 Items you carry: you win the game.",
    (
        "mkf-116",
        "es",
    ): "Especial | En tu turno, si tu Nivel es 9 y el número de Objetos que llevas es 5 o más, descarta 5 Objetos que lleves: ganas la partida.",
    (
        "mkf-116",
        "uk",
    ): "Особлива карта | У свій хід, якщо ваш рівень дорівнює 9 і кількість ваших шмоток 5 або більше, скиньте 5 шмоток, які ви несете: ви виграєте гру.",
    (
        "mkf-116",
        "de",
    ): "Spezialkarte | In deinem Zug, wenn deine Stufe 9 ist und die Zahl deiner Gegenstände 5 oder mehr ist: wirf 5 getragene Gegenstände ab – du gewinnst das Spiel.",
    (
        "mkf-116",
        "pl",
    ): "Karta Specjalna | W swojej turze, jeśli twój Poziom wynosi 9 i liczba twoich Przedmiotów wynosi 5 lub więcej, odrzuć 5 noszonych Przedmiotów: wygrywasz grę.",
}


@pytest.fixture(scope="module")
def cards() -> dict[str, object]:
    result = load([str(ROOT / "cards" / "munchkin"), str(ROOT / "cards" / "munchkin-kungfu")])
    return {card.key: card for card in result.cards}


@pytest.mark.parametrize(("key", "lang"), sorted(GOLDEN))
def test_golden_card_text(cards: dict[str, object], key: str, lang: str) -> None:
    text = render(cards[key], lang)  # type: ignore[arg-type]
    assert f"{text.kind} | {text.text}" == GOLDEN[(key, lang)]


def test_the_golden_set_covers_both_games_in_five_languages() -> None:
    assert len({key for key, _ in GOLDEN}) >= 40 and {lang for _, lang in GOLDEN} == {"en", "es", "uk", "de", "pl"}
    assert {key[:3] for key, _ in GOLDEN} == {"mun", "mkf"}
