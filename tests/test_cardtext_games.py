# ruff: noqa: E501  (the pinned card texts are kept whole, one line each)
"""Card text of Maniacal and Champions of Midgard in en, es, uk, de and pl (issue 11, item 1).

The messages (locales/<lang>/cardtext/maniacal.ftl, midgard.ftl) and termbases (terms-*.ftl) are
data the generator (toolkit/text) reads; these tests hold them to the vocabularies: every key has
its message in every language, every shipped card has its text, the pinned texts below were read
and judged by a speaker's eye (plurals, the case after a verb or a preposition, gender agreement),
and every translation records the hash of the English it was made from.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from toolkit import text
from toolkit.lang import games
from toolkit.lang.load import load, load_text
from toolkit.lang.model import Card
from toolkit.lang.vocabulary import BUILTIN_TYPES, Slot
from toolkit.text import card_text, source_hash

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
GAMES = ("maniacal", "midgard")
LANGS = ("en", "es", "uk", "de", "pl")
TRANSLATIONS = ("es", "uk", "de", "pl")
CATEGORIES = {
    "windows": "window",
    "costs": "cost",
    "effects": "effect",
    "conditions": "cond",
    "quantities": "quantity",
    "targets": "target",
    "counters": "counter",
    "durations": "duration",
    "choosers": "chooser",
}
# The messages the generator puts a rule together with (toolkit/text/generator.py).
CONSTRUCTS = (
    "ability",
    "ability-paid",
    "paid",
    "window-if",
    "if",
    "target",
    "for-each",
    "lasting",
    "effect-if",
    "choice-free",
    "choice",
    "not",
    "compare",
    "compare-other",
)
UNSHOWN = {"text", "flavour", "tags"}
# CLDR plural categories of whole and fractional numbers (shared/spec/I18N.md).
PLURALS = {
    "en": {"one", "other"},
    "de": {"one", "other"},
    "es": {"one", "many", "other"},
    "uk": {"one", "few", "many", "other"},
    "pl": {"one", "few", "many", "other"},
}


def shipped(game: str) -> list[Card]:
    result = load([str(ROOT / "cards" / game)])
    assert result.ok, [d.message for d in result.diagnostics]
    return result.cards


def required_ids(game: str) -> list[str]:
    """Every message and term the generator may ask of a game: a message per key of each category,
    per kind and per field, a term per value of each value set a slot or field names, the
    constructs, and every shipped card's name."""
    vocabulary = games.get(game).vocabulary
    ids = [f"construct-{c}" for c in CONSTRUCTS]
    named: set[str] = set()
    for category, prefix in CATEGORIES.items():
        for pattern in getattr(vocabulary, category):
            ids.append(text.message_id(prefix, pattern.key))
            named.update(p.type for p in pattern.parts if isinstance(p, Slot) and p.type not in BUILTIN_TYPES)
    for kind in vocabulary.kinds.values():
        ids.append(text.message_id("kind", kind.name))
        for spec in kind.fields:
            if spec.name not in UNSHOWN:
                ids.append(text.message_id("field", spec.name))
                if spec.enum:
                    named.add(spec.enum)
    for enum in sorted(named & set(vocabulary.enums)):
        ids.extend(text.term_id(enum, value) for value in vocabulary.enums[enum])
    ids.extend(text.card_term_id(card.key) for card in shipped(game))
    return list(dict.fromkeys(ids))


def entries(path: Path) -> dict[str, tuple[str, ftl.Message | ftl.Term]]:
    """A file's messages and terms by id: their source as written (without comments), their AST."""
    source = path.read_text(encoding="utf-8")
    found: dict[str, tuple[str, ftl.Message | ftl.Term]] = {}
    for item in FluentParser(with_spans=True).parse(source).body:
        assert not isinstance(item, ftl.Junk), f"{path}: Fluent syntax error near {item.content[:60]!r}"
        if isinstance(item, (ftl.Message, ftl.Term)):
            term = isinstance(item, ftl.Term)
            start = item.id.span.start - (1 if term else 0)
            found[("-" if term else "") + item.id.name] = (source[start : item.span.end], item)
    return found


def ids_in(game: str, lang: str) -> set[str]:
    folder = LOCALES / lang / "cardtext"
    return set(entries(folder / f"{game}.ftl")) | set(entries(folder / f"terms-{game}.ftl"))


# ---------------------------------------------------------------- coverage


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_key_of_the_vocabulary_has_its_text(game: str, lang: str) -> None:
    missing = [i for i in required_ids(game) if i not in ids_in(game, lang)]
    assert not missing, f"{lang}/cardtext: missing for {game}: {', '.join(missing)}"


@pytest.mark.parametrize("lang", TRANSLATIONS)
@pytest.mark.parametrize("game", GAMES)
def test_a_translation_has_nothing_the_english_lacks(game: str, lang: str) -> None:
    extra = sorted(ids_in(game, lang) - ids_in(game, "en"))
    assert not extra, f"{lang}/cardtext: not in the English source: {extra}"


def test_the_coverage_test_names_what_a_language_lacks(tmp_path: Path) -> None:
    """Taking a message out is seen, by name (the test above would fail on it)."""
    source = (LOCALES / "uk" / "cardtext" / "maniacal.ftl").read_text(encoding="utf-8")
    assert "effect-heal =" in source
    broken = tmp_path / "maniacal.ftl"
    broken.write_text(source.replace("effect-heal =", "effect-heel =", 1), encoding="utf-8")
    have = set(entries(broken)) | set(entries(LOCALES / "uk" / "cardtext" / "terms-maniacal.ftl"))
    assert [i for i in required_ids("maniacal") if i not in have] == ["effect-heal"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_shipped_card_has_its_text(game: str, lang: str) -> None:
    for card in shipped(game):
        rendered = text.render(card, lang)
        assert rendered.kind and rendered.text, (card.key, lang)
        for line in rendered.text.splitlines():
            assert "{" not in line and "}" not in line and "  " not in line, (card.key, lang, line)
        assert "\u2068" not in rendered.text  # no bidi isolation marks in print


def test_a_message_a_language_lacks_is_a_clear_error(tmp_path: Path) -> None:
    """A missing message is MissingText naming the message, the language and the file."""
    from toolkit.text.bundles import Bundle
    from toolkit.text.files import game_files
    from toolkit.text.pl import Polish

    folder = tmp_path / "pl" / "cardtext"
    folder.mkdir(parents=True)
    for name in ("midgard", "terms-midgard"):
        source = (LOCALES / "pl" / "cardtext" / f"{name}.ftl").read_text(encoding="utf-8")
        if name == "midgard":
            source = source.replace("effect-hunt = ", "effect-hunting = ")
        (folder / f"{name}.ftl").write_text(source, encoding="utf-8")
    generator = Polish("midgard", Bundle(game_files("midgard", "pl", tmp_path)))
    card = next(c for c in shipped("midgard") if c.key == "mid-b003")
    with pytest.raises(text.MissingText) as caught:
        generator.card(card)
    assert caught.value.message_id == "effect-hunt"
    assert caught.value.lang == "pl"
    assert caught.value.file.endswith("midgard.ftl")


# ---------------------------------------------------------------- golden texts

GOLDEN = [
    (
        "man-c001",
        {
            "en": "Difficulty: hard · Needs 6 Stealth · Needs 4 Intellect · Reward: 5 Infamy, $3\nWhen a contract you attempt fails: injure 1 henchman of the team.",
            "es": "Dificultad: alta · Necesita 6 éxitos de Sigilo · Necesita 4 éxitos de Intelecto · Recompensa: 5 de Infamia, 3 $\nCuando un contrato que intentes fracase: hiere a 1 secuaz del equipo.",
            "uk": "Складність: висока · Потрібно 6 успіхів Скритності · Потрібно 4 успіхи Інтелекту · Нагорода: 5 Лихої слави, 3 $\nКоли ваша спроба виконати контракт провалюється: пораньте 1 поплічника команди.",
            "de": "Schwierigkeit: schwer · Benötigt: 6 Erfolge (Tarnung), 4 Erfolge (Intellekt) · Belohnung: 5 Infamie, 3 $\nWenn ein Auftrag, den du versuchst, scheitert: verletze 1 Schergen des Teams.",
            "pl": "Trudność: wysoka · Potrzeba 6 sukcesów Skrytości · Potrzeba 4 sukcesów Intelektu · Nagroda: 5 Niesławy, 3 $\nGdy twoja próba wykonania kontraktu się nie powiedzie: zrań 1 poplecznika drużyny.",
        },
    ),
    (
        "man-h002",
        {
            "en": "Type: beast · Cost 4 · Brawn 5 · Stealth 1\nWhen you recruit this henchman: lose $1.",
            "es": "Tipo: bestia · Coste 4 · Fuerza 5 · Sigilo 1\nCuando reclutes a este secuaz: pierde 1 $.",
            "uk": "Тип: звір · Вартість 4 · Сила 5 · Скритність 1\nКоли ви вербуєте цього поплічника: втратьте 1 $.",
            "de": "Typ: Bestie · Kosten 4 · Kraft 5 · Tarnung 1\nWenn du diesen Schergen anwirbst: verliere 1 $.",
            "pl": "Typ: bestia · Koszt 4 · Krzepa 5 · Skrytość 1\nGdy werbujesz tego poplecznika: strać 1 $.",
        },
    ),
    (
        "man-r002",
        {
            "en": "Cost 6 · Attraction: scientist +5 · Contract room\nIn the contract phase, exhaust this card: one of your henchmen gains 1 superpower.",
            "es": "Coste 6 · Atracción de científicos +5 · Sala de contrato\nEn la fase de contratos, agota esta carta: uno de tus secuaces gana 1 superpoder.",
            "uk": "Вартість 6 · Привабливість для науковців +5 · Кімната контрактів\nУ фазі контрактів виснажте цю карту: один із ваших поплічників отримує 1 суперсилу.",
            "de": "Kosten 6 · Anziehung für Wissenschaftler +5 · Auftragsraum\nIn der Auftragsphase erschöpfe diese Karte: einer deiner Schergen erhält 1 Superkraft.",
            "pl": "Koszt 6 · Przyciąganie naukowców +5 · Pomieszczenie kontraktowe\nW fazie kontraktów wyczerp tę kartę: jeden z twoich popleczników zdobywa 1 supermoc.",
        },
    ),
    (
        "man-s001",
        {
            "en": "At any time, discard this card: injure 1 henchman of another player of your choice.",
            "es": "En cualquier momento, descarta esta carta: hiere a 1 secuaz de otro jugador a tu elección.",
            "uk": "Будь-коли скиньте цю карту: пораньте 1 поплічника іншого гравця на ваш вибір.",
            "de": "Jederzeit wirf diese Karte ab: verletze 1 Schergen eines anderen Spielers deiner Wahl.",
            "pl": "W dowolnym momencie odrzuć tę kartę: zrań 1 poplecznika innego wybranego gracza.",
        },
    ),
    (
        "man-f001",
        {
            "en": "At the end of the game, if the number of Stealth contracts you have completed is 2 or more: gain 5 Infamy.\nAt the end of the game, if your money is 10 or more: gain 2 Infamy.",
            "es": "Al final de la partida, si el número de contratos de Sigilo que has completado es 2 o más: gana 5 de Infamia.\nAl final de la partida, si tu dinero es 10 o más: gana 2 de Infamia.",
            "uk": "Наприкінці гри, якщо кількість виконаних вами контрактів на Скритність становить 2 або більше: отримайте 5 Лихої слави.\nНаприкінці гри, якщо кількість грошей у вас становить 10 або більше: отримайте 2 Лихої слави.",
            "de": "Am Spielende, falls die Zahl deiner abgeschlossenen Aufträge mit der Empfehlung Tarnung mindestens 2 beträgt: erhalte 5 Infamie.\nAm Spielende, falls dein Geld mindestens 10 beträgt: erhalte 2 Infamie.",
            "pl": "Na koniec gry, jeśli liczba wykonanych przez ciebie kontraktów na Skrytość wynosi 2 lub więcej: zdobądź 5 Niesławy.\nNa koniec gry, jeśli ilość pieniędzy w twoim posiadaniu wynosi 10 lub więcej: zdobądź 2 Niesławy.",
        },
    ),
    (
        "man-v002",
        {
            "en": "When a contract is revealed, if strengths are in play, exhaust this card: the contract needs 1 success fewer.\nIf weaknesses are in play: your henchmen's injuries never heal.",
            "es": "Cuando se revele un contrato, si se juega con las fortalezas de los supervillanos, agota esta carta: el contrato necesita 1 éxito menos.\nSi se juega con las debilidades de los supervillanos: las heridas de tus secuaces nunca se curan.",
            "uk": "Коли контракт відкрито, якщо у грі є переваги суперлиходіїв, виснажте цю карту: контракту потрібно на 1 успіх менше.\nЯкщо у грі є слабкості суперлиходіїв: поранення ваших поплічників ніколи не загоюються.",
            "de": "Wenn ein Auftrag aufgedeckt wird, falls mit den Stärken der Superschurken gespielt wird, erschöpfe diese Karte: der Auftrag braucht 1 Erfolg weniger.\nFalls mit den Schwächen der Superschurken gespielt wird: die Verletzungen deiner Schergen heilen nie.",
            "pl": "Gdy kontrakt zostaje odkryty, jeśli w grze są atuty superzłoczyńców, wyczerp tę kartę: kontrakt wymaga o 1 sukces mniej.\nJeśli w grze są słabości superzłoczyńców: rany twoich popleczników nigdy się nie goją.",
        },
    ),
    (
        "man-o002",
        {
            "en": "A visit takes 2 weeks\nWhen you visit this location, pay $3: hire 1 mercenary.",
            "es": "Una visita dura 2 semanas\nCuando visites este lugar, paga 3 $: contrata a 1 mercenario.",
            "uk": "Відвідини тривають 2 тижні\nКоли ви відвідуєте цю локацію, заплатіть 3 $: найміть 1 найманця.",
            "de": "Ein Besuch dauert 2 Wochen\nWenn du diesen Ort besuchst, bezahle 3 $: heuere 1 Söldner an.",
            "pl": "Wizyta trwa 2 tygodnie\nGdy odwiedzasz to miejsce, zapłać 3 $: wynajmij 1 najemnika.",
        },
    ),
    (
        "mid-t001",
        {
            "en": "Health 7 · Attack 3 · Reward: 5 Glory\nAt clean-up, if nobody has killed it: each player gains 1 Blame.\nWhen you kill it: lose 1 Blame and another player of your choice gains 1 Blame.",
            "es": "Salud 7 · Ataque 3 · Recompensa: 5 de Gloria\nDurante la limpieza, si nadie lo ha matado: cada jugador gana 1 de Culpa.\nCuando lo mates: pierde 1 de Culpa y otro jugador a tu elección gana 1 de Culpa.",
            "uk": "Здоров'я 7 · Атака 3 · Нагорода: 5 Слави\nПід час прибирання, якщо ніхто його не вбив: кожен гравець отримує 1 Осуд.\nКоли ви його вбиваєте: втратьте 1 Осуд і інший гравець на ваш вибір отримує 1 Осуд.",
            "de": "Leben 7 · Angriff 3 · Belohnung: 5 Ruhm\nBeim Aufräumen, falls niemand diesen Feind getötet hat: jeder Spieler erhält 1 Schande.\nWenn du diesen Feind tötest: verliere 1 Schande und ein anderer Spieler deiner Wahl erhält 1 Schande.",
            "pl": "Zdrowie 7 · Atak 3 · Nagroda: 5 Chwały\nPodczas sprzątania, jeśli nikt go nie zabił: każdy gracz otrzymuje 1 Winę.\nGdy go zabijesz: strać 1 Winę i inny wybrany gracz otrzymuje 1 Winę.",
        },
    ),
    (
        "mid-j001",
        {
            "en": "When this card is revealed: lose 1 warrior from the longship or lose 2 food from the longship, as you choose.",
            "es": "Cuando se revele esta carta: pierde 1 guerrero del drakkar o pierde 2 de comida del drakkar, a tu elección.",
            "uk": "Коли цю карту відкрито: втратьте 1 воїна з драккара або втратьте 2 їжі з драккара — на ваш вибір.",
            "de": "Wenn diese Karte aufgedeckt wird: verliere 1 Krieger aus dem Langschiff oder verliere 2 Nahrung aus dem Langschiff – nach deiner Wahl.",
            "pl": "Gdy ta karta zostaje odkryta: strać 1 wojownika z drakkara lub strać 2 żywności z drakkara — do wyboru.",
        },
    ),
    (
        "mid-y001",
        {
            "en": "At the end of the game, if you have the most draugr killed (ties count): gain 6 Glory.",
            "es": "Al final de la partida, si tienes más draugr matados que nadie (los empates cuentan): gana 6 de Gloria.",
            "uk": "Наприкінці гри, якщо у вас найбільше убитих драугрів (нічия зараховується): отримайте 6 Слави.",
            "de": "Am Spielende, falls du am meisten getötete Draugr hast (Gleichstand zählt): erhalte 6 Ruhm.",
            "pl": "Na koniec gry, jeśli masz najwięcej zabitych draugrów (remis się liczy): otrzymaj 6 Chwały.",
        },
    ),
    (
        "mid-l001",
        {
            "en": "Each hit on a swordsman die deals 1 more damage.",
            "es": "Cada impacto en un dado de espadachín inflige 1 de daño más.",
            "uk": "Кожен удар на кубику мечника завдає на 1 ушкодження більше.",
            "de": "Jeder Treffer auf einem Schwertkämpfer-Würfel verursacht 1 Schaden mehr.",
            "pl": "Każde trafienie na kości miecznika zadaje o 1 obrażenie więcej.",
        },
    ),
    (
        "mid-b002",
        {
            "en": "When you place a worker here: gain 1 swordsman die and take the first-player marker; if you hold it already, pass it to your left.",
            "es": "Cuando coloques aquí un trabajador: gana 1 dado de espadachín y toma el marcador de jugador inicial; si ya lo tienes, pásalo al jugador de tu izquierda.",
            "uk": "Коли ви ставите сюди робітника: отримайте 1 кубик мечника й візьміть жетон першого гравця; якщо він уже у вас, передайте його гравцеві ліворуч.",
            "de": "Wenn du hier einen Arbeiter einsetzt: erhalte 1 Schwertkämpfer-Würfel und nimm den Startspielermarker; hast du ihn schon, gib ihn nach links weiter.",
            "pl": "Gdy stawiasz tu robotnika: zdobądź 1 kość miecznika i weź znacznik pierwszego gracza; jeśli już go masz, przekaż go graczowi po lewej.",
        },
    ),
    (
        "mid-o002",
        {
            "en": "Carries 8 dice and food · Cost: 4 wood, 2 coins · 4 Glory at the end of the game",
            "es": "Lleva 8 entre dados y comida · Coste: 4 de madera, 2 monedas · 4 de Gloria al final de la partida",
            "uk": "Місткість: 8 (кубики та їжа) · Вартість: 4 деревини, 2 монети · 4 Слави наприкінці гри",
            "de": "Fasst 8 Würfel und Nahrung · Kosten: 4 Holz, 2 Münzen · 4 Ruhm bei Spielende",
            "pl": "Pojemność: 8 (kości i żywność) · Koszt: 4 drewna, 2 monety · 4 Chwały na koniec gry",
        },
    ),
    (
        "mid-k001",
        {
            "en": "When you place a worker here, pay 2 coins: gain 1 spearman die.",
            "es": "Cuando coloques aquí un trabajador, paga 2 monedas: gana 1 dado de lancero.",
            "uk": "Коли ви ставите сюди робітника, заплатіть 2 монети: отримайте 1 кубик списника.",
            "de": "Wenn du hier einen Arbeiter einsetzt, bezahle 2 Münzen: erhalte 1 Speerkämpfer-Würfel.",
            "pl": "Gdy stawiasz tu robotnika, zapłać 2 monety: zdobądź 1 kość włócznika.",
        },
    ),
]


@pytest.mark.parametrize(("key", "texts"), GOLDEN, ids=[key for key, _ in GOLDEN])
def test_golden_card_texts(key: str, texts: dict[str, str]) -> None:
    cards = {c.key: c for game in GAMES for c in shipped(game)}
    for lang, expected in texts.items():
        assert card_text(cards[key], lang) == expected, lang


def test_the_golden_cards_cover_both_games_and_every_language() -> None:
    assert sum(key.startswith("man-") for key, _ in GOLDEN) >= 6
    assert sum(key.startswith("mid-") for key, _ in GOLDEN) >= 6
    assert all(set(texts) == set(LANGS) for _, texts in GOLDEN)


# ---------------------------------------------------------------- plurals, cases, gender


def one_card(game: str, block: str) -> Card:
    result = load_text(f"game {game}\n\n{block}\n", f"<{game}>")
    assert result.ok, [d.message for d in result.diagnostics]
    return result.cards[0]


def rule(game: str, block: str, lang: str) -> str:
    return text.render(one_card(game, block), lang).rules[0]


DRAW = 'scheme "Test Scheme" {{\n  any time: draw {n} schemes\n}}'


@pytest.mark.parametrize(
    ("lang", "forms"),
    [
        # uk: 1, 21 one; 2-4, 22 few; 0, 5-20, 25 many
        (
            "uk",
            {
                1: "1 інтригу",
                2: "2 інтриги",
                5: "5 інтриг",
                11: "11 інтриг",
                21: "21 інтригу",
                22: "22 інтриги",
                25: "25 інтриг",
                0: "0 інтриг",
            },
        ),
        # pl: 21 is many, unlike uk
        ("pl", {1: "1 intrygę", 2: "2 intrygi", 5: "5 intryg", 21: "21 intryg", 22: "22 intrygi", 25: "25 intryg"}),
        ("de", {1: "1 Intrige", 2: "2 Intrigen", 21: "21 Intrigen"}),
        ("es", {1: "1 intriga", 2: "2 intrigas", 21: "21 intrigas"}),
        ("en", {1: "1 scheme", 2: "2 schemes", 21: "21 schemes"}),
    ],
)
def test_plural_forms_follow_cldr(lang: str, forms: dict[int, str]) -> None:
    for n, expected in forms.items():
        assert expected in rule("maniacal", DRAW.format(n=n), lang), (lang, n)


def test_an_animate_noun_counts_in_the_genitive_after_a_verb() -> None:
    """uk/pl: an animate masculine accusative is its genitive: 1 поплічника, 2 poplecznikow."""
    block = 'scheme "Test Scheme" {{\n  any time: injure {n} henchmen on another player\n}}'
    assert "пораньте 1 поплічника іншого гравця" in rule("maniacal", block.format(n=1), "uk")
    assert "пораньте 5 поплічників іншого гравця" in rule("maniacal", block.format(n=5), "uk")
    assert "zrań 3 popleczników innego wybranego gracza" in rule("maniacal", block.format(n=3), "pl")
    assert "verletze 2 Schergen eines anderen Spielers" in rule("maniacal", block.format(n=2), "de")


def test_a_target_takes_the_case_its_verb_or_preposition_asks() -> None:
    """The same target, nominative as the subject and genitive (uk "у", pl dative) after "steal"."""
    gain = 'scheme "Test Scheme" {\n  any time: gain 2 infamy on each other player\n}'
    steal = 'scheme "Test Scheme" {\n  any time: steal 2 money from each other player\n}'
    assert "кожен інший гравець отримує 2 Лихої слави" in rule("maniacal", gain, "uk")
    assert "вкрадіть 2 $ у кожного іншого гравця" in rule("maniacal", steal, "uk")
    assert "każdy inny gracz zdobywa 2 Niesławy" in rule("maniacal", gain, "pl")
    assert "ukradnij 2 $ każdemu innemu graczowi" in rule("maniacal", steal, "pl")
    assert "stiehl jedem anderen Spieler 2 $" in rule("maniacal", steal, "de")
    assert "quita 2 $ a cada uno de los demás jugadores" in rule("maniacal", steal, "es")


def test_for_each_agrees_with_the_gender_of_what_it_counts() -> None:
    rooms = 'finale "Test Finale" {\n  at game end: gain 1 infamy for each room built\n}'
    henchmen = 'finale "Test Finale" {\n  at game end: gain 1 infamy for each injured henchman\n}'
    assert "за кожну кімнату у вашій базі" in rule("maniacal", rooms, "uk")
    assert "за кожного вашого пораненого поплічника" in rule("maniacal", henchmen, "uk")
    assert "za każde pomieszczenie w twojej bazie" in rule("maniacal", rooms, "pl")
    assert "für jeden Raum in deiner Basis" in rule("maniacal", rooms, "de")
    assert "for each room in your base" in rule("maniacal", rooms, "en")


def test_a_fight_names_the_enemy_in_the_instrumental_and_with_its_article() -> None:
    block = 'rune "Test Rune" {{\n  cost 1 wood\n  during combat, if fighting {e}: add 1 axeman die\n}}'
    assert "ви б'єтеся з тролем" in rule("midgard", block.format(e="troll"), "uk")
    assert "ви б'єтеся з чудовиськом" in rule("midgard", block.format(e="monster"), "uk")
    assert "walczysz z potworem" in rule("midgard", block.format(e="monster"), "pl")
    assert "du gegen ein Ungeheuer kämpfst" in rule("midgard", block.format(e="monster"), "de")
    assert "du gegen einen Kraken kämpfst" in rule("midgard", block.format(e="kraken"), "de")


def test_a_signed_change_reads_as_more_or_fewer() -> None:
    block = (
        'supervillain "Test Villain" {{\n  base "x"\n  closest europe, asia\n  lackey "y"\n'
        '  strength "s"\n  weakness "w"\n  when contract revealed: successes needed {n}\n}}'
    )
    assert "the contract needs 2 more successes" in rule("maniacal", block.format(n="+2"), "en")
    assert "the contract needs 1 success fewer" in rule("maniacal", block.format(n="-1"), "en")
    assert "контракту потрібно на 2 успіхи більше" in rule("maniacal", block.format(n="+2"), "uk")
    assert "kontrakt wymaga o 5 sukcesów mniej" in rule("maniacal", block.format(n="-5"), "pl")


class _Selects(Visitor):
    """Every select over a number variable, with its keys."""

    NUMBERS = frozenset({"n", "m", "h", "a", "value", "n-abs"})

    def __init__(self) -> None:
        self.found: list[tuple[str, set[str]]] = []

    def visit_SelectExpression(self, node: ftl.SelectExpression) -> None:
        selector = node.selector
        if isinstance(selector, ftl.VariableReference) and selector.id.name in self.NUMBERS:
            keys = {v.key.name for v in node.variants if isinstance(v.key, ftl.Identifier)}
            self.found.append((selector.id.name, keys))
        self.generic_visit(node)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_plural_select_has_the_languages_categories(game: str, lang: str) -> None:
    """A select over a count lists every CLDR category of the language (a missing one would fall
    back to the default variant silently: "2 інтриг")."""
    for ident, (_, node) in entries(LOCALES / lang / "cardtext" / f"{game}.ftl").items():
        visitor = _Selects()
        visitor.visit(node)
        for variable, keys in visitor.found:
            assert keys == PLURALS[lang], f"{lang}/{game}.ftl {ident}: ${variable} has {sorted(keys)}"


# ---------------------------------------------------------------- source hashes


@pytest.mark.parametrize("lang", TRANSLATIONS)
@pytest.mark.parametrize("name", [f"{p}{g}" for g in GAMES for p in ("", "terms-")])
def test_every_translation_records_the_hash_of_its_english(name: str, lang: str) -> None:
    english = {i: source for i, (source, _) in entries(LOCALES / "en" / "cardtext" / f"{name}.ftl").items()}
    stale = []
    for ident, (_, node) in entries(LOCALES / lang / "cardtext" / f"{name}.ftl").items():
        comment = node.comment.content if node.comment is not None else ""
        recorded = [line.split(":", 1)[1].strip() for line in comment.splitlines() if line.startswith("source-hash:")]
        if recorded != [source_hash(english[ident])]:
            stale.append(ident)
    assert not stale, f"{lang}/cardtext/{name}.ftl: no or stale source-hash: {', '.join(stale)}"


# ---------------------------------------------------------------- every phrase, not only the shipped cards


def _sample_args(vocabulary: object, pattern: object, n: int) -> list[dict[str, object]]:
    """The pattern's slots filled with ``n`` (signed: alternately negative), and each value of a
    value set in turn (the others at their first value)."""
    base: dict[str, object] = {}
    for part in pattern.parts:  # type: ignore[attr-defined]
        if isinstance(part, Slot):
            if part.type == "count":
                base[part.name] = n
            elif part.type in ("signed", "delta"):
                base[part.name] = n if n % 2 else -n
            elif part.type in vocabulary.enums:  # type: ignore[attr-defined]
                base[part.name] = tuple(vocabulary.enums[part.type])  # type: ignore[attr-defined]
            else:
                base[part.name] = "x"
    enums = [k for k, v in base.items() if isinstance(v, tuple)]
    first = {k: (v[0] if isinstance(v, tuple) else v) for k, v in base.items()}
    return [{**first, k: value} for k in enums for value in base[k]] or [first]  # type: ignore[union-attr]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_phrase_formats_with_every_target_and_count(game: str, lang: str) -> None:
    """A new card may use any phrase with any target: each effect and cost with each target (and
    none), each condition plain and negated, each quantity under each comparison, each counter and
    duration, at counts of every plural category, formats without a Fluent error or a stray brace."""
    from toolkit.lang.model import Compare, Effect, NotCond, Predicate, Term

    vocabulary = games.get(game).vocabulary
    generator = text.generator(game, lang)
    resource = vocabulary.enums["resource"][0]
    said: list[str] = []
    for n in (1, 2, 5, 21):
        for category in ("effects", "costs"):
            for pattern in getattr(vocabulary, category):
                for args in _sample_args(vocabulary, pattern, n):
                    for target in (None, *(Term(t.key) for t in vocabulary.targets)):
                        effect = Effect(Term(pattern.key, args), target=target)
                        said.append(generator.effect(effect, "cost" if category == "costs" else "effect"))
        for pattern in vocabulary.conditions:
            for args in _sample_args(vocabulary, pattern, n):
                said.append(generator.condition(Predicate(Term(pattern.key, args))))
                said.append(generator.condition(NotCond(Predicate(Term(pattern.key, args)))))
        for pattern in vocabulary.quantities:
            for args in _sample_args(vocabulary, pattern, n):
                said.extend(generator.condition(Compare(Term(pattern.key, args), op, n)) for op in OPS)
        gain = Term("gain", {"n": n, "r": resource})
        for pattern in vocabulary.counters:
            for args in _sample_args(vocabulary, pattern, n):
                said.append(generator.effect(Effect(gain, repeat=Term(pattern.key, args)), "effect"))
        for pattern in vocabulary.durations:
            said.append(generator.effect(Effect(gain, duration=Term(pattern.key)), "effect"))
    assert len(said) > 500
    bad = [s for s in said if not s or "{" in s or "}" in s or "  " in s]
    assert not bad, bad[:5]


OPS = ("<", "<=", "=", "!=", ">=", ">")
