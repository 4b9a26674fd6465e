### English termbase of the fixture.

-level = { $count ->
       *[one] level
        [other] levels
    }
-treasure = { $count ->
       *[one] Treasure
        [other] Treasures
    }
-card-fx-001 = Sulking Slime
-card-fx-002 = Colander of Cranial Safety
