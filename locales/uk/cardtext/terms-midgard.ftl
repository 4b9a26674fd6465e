# Champions of Midgard: the termbase (Ukrainian). Forms by $case: nom gen dat acc ins loc, and the
# same with "-pl" for a counted noun; .gender (masc, fem, neut, pl) and .animacy for nouns whose
# accusative is their genitive ("переможіть троля", "тролів").

## Resources (B.41)

-glory = { $case ->
   *[nom] Слава
    [gen] Слави
    [dat] Славі
    [acc] Славу
    [ins] Славою
    [loc] Славі
 }
    .gender = fem
-favor = { $case ->
   *[nom] Прихильність
    [gen] Прихильності
    [dat] Прихильності
    [acc] Прихильність
    [ins] Прихильністю
    [loc] Прихильності
 }
    .gender = fem
-blame = { $case ->
   *[nom] Осуд
    [gen] Осуду
    [dat] Осуду
    [acc] Осуд
    [ins] Осудом
    [loc] Осуді
 }
    .gender = masc
    .animacy = inan
-food = { $case ->
   *[nom] їжа
    [gen] їжі
    [dat] їжі
    [acc] їжу
    [ins] їжею
    [loc] їжі
 }
    .gender = fem
-wood = { $case ->
   *[nom] деревина
    [gen] деревини
    [dat] деревині
    [acc] деревину
    [ins] деревиною
    [loc] деревині
 }
    .gender = fem
-coin = { $case ->
   *[nom] монета
    [gen] монети
    [dat] монеті
    [acc] монету
    [ins] монетою
    [loc] монеті
    [nom-pl] монети
    [gen-pl] монет
    [dat-pl] монетам
    [acc-pl] монети
    [ins-pl] монетами
    [loc-pl] монетах
 }
    .gender = fem

## Warriors and dice (B.45)

-warrior = { $case ->
   *[nom] воїн
    [gen] воїна
    [dat] воїнові
    [acc] воїна
    [ins] воїном
    [loc] воїнові
    [nom-pl] воїни
    [gen-pl] воїнів
    [dat-pl] воїнам
    [acc-pl] воїнів
    [ins-pl] воїнами
    [loc-pl] воїнах
 }
    .gender = masc
    .animacy = anim
-swordsman = { $case ->
   *[nom] мечник
    [gen] мечника
    [dat] мечникові
    [acc] мечника
    [ins] мечником
    [loc] мечникові
    [nom-pl] мечники
    [gen-pl] мечників
    [dat-pl] мечникам
    [acc-pl] мечників
    [ins-pl] мечниками
    [loc-pl] мечниках
 }
    .gender = masc
    .animacy = anim
-spearman = { $case ->
   *[nom] списник
    [gen] списника
    [dat] списникові
    [acc] списника
    [ins] списником
    [loc] списникові
    [nom-pl] списники
    [gen-pl] списників
    [dat-pl] списникам
    [acc-pl] списників
    [ins-pl] списниками
    [loc-pl] списниках
 }
    .gender = masc
    .animacy = anim
-axeman = { $case ->
   *[nom] сокирник
    [gen] сокирника
    [dat] сокирникові
    [acc] сокирника
    [ins] сокирником
    [loc] сокирникові
    [nom-pl] сокирники
    [gen-pl] сокирників
    [dat-pl] сокирникам
    [acc-pl] сокирників
    [ins-pl] сокирниками
    [loc-pl] сокирниках
 }
    .gender = masc
    .animacy = anim
-die = { $case ->
   *[nom] кубик
    [gen] кубика
    [dat] кубику
    [acc] кубик
    [ins] кубиком
    [loc] кубику
    [nom-pl] кубики
    [gen-pl] кубиків
    [dat-pl] кубикам
    [acc-pl] кубики
    [ins-pl] кубиками
    [loc-pl] кубиках
 }
    .gender = masc
    .animacy = inan
-hit = { $case ->
   *[nom] удар
    [gen] удару
    [dat] удару
    [acc] удар
    [ins] ударом
    [loc] ударі
    [nom-pl] удари
    [gen-pl] ударів
    [dat-pl] ударам
    [acc-pl] удари
    [ins-pl] ударами
    [loc-pl] ударах
 }
    .gender = masc
    .animacy = inan
-double-hit = { $case ->
   *[nom] подвійний удар
    [gen] подвійного удару
    [dat] подвійному удару
    [acc] подвійний удар
    [ins] подвійним ударом
    [loc] подвійному ударі
    [nom-pl] подвійні удари
    [gen-pl] подвійних ударів
    [dat-pl] подвійним ударам
    [acc-pl] подвійні удари
    [ins-pl] подвійними ударами
    [loc-pl] подвійних ударах
 }
    .gender = masc
    .animacy = inan
-shield = { $case ->
   *[nom] щит
    [gen] щита
    [dat] щиту
    [acc] щит
    [ins] щитом
    [loc] щиті
    [nom-pl] щити
    [gen-pl] щитів
    [dat-pl] щитам
    [acc-pl] щити
    [ins-pl] щитами
    [loc-pl] щитах
 }
    .gender = masc
    .animacy = inan
-blank = { $case ->
   *[nom] порожня грань
    [gen] порожньої грані
    [dat] порожній грані
    [acc] порожню грань
    [ins] порожньою гранню
    [loc] порожній грані
    [nom-pl] порожні грані
    [gen-pl] порожніх граней
    [dat-pl] порожнім граням
    [acc-pl] порожні грані
    [ins-pl] порожніми гранями
    [loc-pl] порожніх гранях
 }
    .gender = fem
-damage = { $case ->
   *[nom] ушкодження
    [gen] ушкодження
    [dat] ушкодженню
    [acc] ушкодження
    [ins] ушкодженням
    [loc] ушкодженні
    [nom-pl] ушкодження
    [gen-pl] ушкоджень
    [dat-pl] ушкодженням
    [acc-pl] ушкодження
    [ins-pl] ушкодженнями
    [loc-pl] ушкодженнях
 }
    .gender = neut

## Enemies (B.46)

-enemy = { $case ->
   *[nom] ворог
    [gen] ворога
    [dat] ворогові
    [acc] ворога
    [ins] ворогом
    [loc] ворогові
    [nom-pl] вороги
    [gen-pl] ворогів
    [dat-pl] ворогам
    [acc-pl] ворогів
    [ins-pl] ворогами
    [loc-pl] ворогах
 }
    .gender = masc
    .animacy = anim
-troll = { $case ->
   *[nom] троль
    [gen] троля
    [dat] тролеві
    [acc] троля
    [ins] тролем
    [loc] тролеві
    [nom-pl] тролі
    [gen-pl] тролів
    [dat-pl] тролям
    [acc-pl] тролів
    [ins-pl] тролями
    [loc-pl] тролях
 }
    .gender = masc
    .animacy = anim
-draugr = { $case ->
   *[nom] драугр
    [gen] драугра
    [dat] драугрові
    [acc] драугра
    [ins] драугром
    [loc] драугрові
    [nom-pl] драугри
    [gen-pl] драугрів
    [dat-pl] драуграм
    [acc-pl] драугрів
    [ins-pl] драуграми
    [loc-pl] драуграх
 }
    .gender = masc
    .animacy = anim
-monster = { $case ->
   *[nom] чудовисько
    [gen] чудовиська
    [dat] чудовиську
    [acc] чудовисько
    [ins] чудовиськом
    [loc] чудовиську
    [nom-pl] чудовиська
    [gen-pl] чудовиськ
    [dat-pl] чудовиськам
    [acc-pl] чудовиськ
    [ins-pl] чудовиськами
    [loc-pl] чудовиськах
 }
    .gender = neut
    .animacy = anim
-kraken = { $case ->
   *[nom] кракен
    [gen] кракена
    [dat] кракенові
    [acc] кракена
    [ins] кракеном
    [loc] кракенові
 }
    .gender = masc
    .animacy = anim
-enemy-set = { $case ->
   *[nom] набір ворогів
    [gen] набору ворогів
    [dat] набору ворогів
    [acc] набір ворогів
    [ins] набором ворогів
    [loc] наборі ворогів
    [nom-pl] набори ворогів
    [gen-pl] наборів ворогів
    [dat-pl] наборам ворогів
    [acc-pl] набори ворогів
    [ins-pl] наборами ворогів
    [loc-pl] наборах ворогів
 }
    .gender = masc
    .animacy = inan

## Cards, pieces and places

-journey = { $case ->
   *[nom] карта подорожі
    [gen] карти подорожі
    [dat] карті подорожі
    [acc] карту подорожі
    [ins] картою подорожі
    [loc] карті подорожі
    [nom-pl] карти подорожі
    [gen-pl] карт подорожі
    [dat-pl] картам подорожі
    [acc-pl] карти подорожі
    [ins-pl] картами подорожі
    [loc-pl] картах подорожі
 }
    .gender = fem
-rune = { $case ->
   *[nom] руна
    [gen] руни
    [dat] руні
    [acc] руну
    [ins] руною
    [loc] руні
    [nom-pl] руни
    [gen-pl] рун
    [dat-pl] рунам
    [acc-pl] руни
    [ins-pl] рунами
    [loc-pl] рунах
 }
    .gender = fem
-destiny = { $case ->
   *[nom] карта долі
    [gen] карти долі
    [dat] карті долі
    [acc] карту долі
    [ins] картою долі
    [loc] карті долі
    [nom-pl] карти долі
    [gen-pl] карт долі
    [dat-pl] картам долі
    [acc-pl] карти долі
    [ins-pl] картами долі
    [loc-pl] картах долі
 }
    .gender = fem
-merchant-ship = { $case ->
   *[nom] торговий корабель
    [gen] торгового корабля
    [dat] торговому кораблю
    [acc] торговий корабель
    [ins] торговим кораблем
    [loc] торговому кораблі
    [nom-pl] торгові кораблі
    [gen-pl] торгових кораблів
    [dat-pl] торговим кораблям
    [acc-pl] торгові кораблі
    [ins-pl] торговими кораблями
    [loc-pl] торгових кораблях
 }
    .gender = masc
    .animacy = inan
-longship = { $case ->
   *[nom] драккар
    [gen] драккара
    [dat] драккару
    [acc] драккар
    [ins] драккаром
    [loc] драккарі
    [nom-pl] драккари
    [gen-pl] драккарів
    [dat-pl] драккарам
    [acc-pl] драккари
    [ins-pl] драккарами
    [loc-pl] драккарах
 }
    .gender = masc
    .animacy = inan
-worker = { $case ->
   *[nom] робітник
    [gen] робітника
    [dat] робітникові
    [acc] робітника
    [ins] робітником
    [loc] робітникові
    [nom-pl] робітники
    [gen-pl] робітників
    [dat-pl] робітникам
    [acc-pl] робітників
    [ins-pl] робітниками
    [loc-pl] робітниках
 }
    .gender = masc
    .animacy = anim
-leader = { $case ->
   *[nom] ватажок
    [gen] ватажка
    [dat] ватажкові
    [acc] ватажка
    [ins] ватажком
    [loc] ватажкові
 }
    .gender = masc
    .animacy = anim
-first-player = { $case ->
   *[nom] жетон першого гравця
    [gen] жетона першого гравця
    [dat] жетону першого гравця
    [acc] жетон першого гравця
    [ins] жетоном першого гравця
    [loc] жетоні першого гравця
 }
    .gender = masc
    .animacy = inan
-market-stall = { $case ->
   *[nom] ятка
    [gen] ятки
    [dat] ятці
    [acc] ятку
    [ins] яткою
    [loc] ятці
 }
    .gender = fem
-space = { $case ->
   *[nom] поле
    [gen] поля
    [dat] полю
    [acc] поле
    [ins] полем
    [loc] полі
 }
    .gender = neut
-combat = { $case ->
   *[nom] бій
    [gen] бою
    [dat] бою
    [acc] бій
    [ins] боєм
    [loc] бою
 }
    .gender = masc
    .animacy = inan
-round = { $case ->
   *[nom] раунд
    [gen] раунду
    [dat] раунду
    [acc] раунд
    [ins] раундом
    [loc] раунді
 }
    .gender = masc
    .animacy = inan

## Colours (B.51), adjectives agreeing with an enemy (animate masculine); kinds of space (B.40), with "поле"; stalls, with "ятка"

-red = { $case ->
   *[nom] червоний
    [gen] червоного
    [dat] червоному
    [acc] червоного
    [ins] червоним
    [loc] червоному
 }
-yellow = { $case ->
   *[nom] жовтий
    [gen] жовтого
    [dat] жовтому
    [acc] жовтого
    [ins] жовтим
    [loc] жовтому
 }
-blue = { $case ->
   *[nom] синій
    [gen] синього
    [dat] синьому
    [acc] синього
    [ins] синім
    [loc] синьому
 }
-brown = { $case ->
   *[nom] коричневе
    [gen] коричневого
    [dat] коричневому
    [acc] коричневе
    [ins] коричневим
    [loc] коричневому
 }
-military = { $case ->
   *[nom] військова
    [gen] військової
    [dat] військовій
    [acc] військову
    [ins] військовою
    [loc] військовій
 }
-economic = { $case ->
   *[nom] економічна
    [gen] економічної
    [dat] економічній
    [acc] економічну
    [ins] економічною
    [loc] економічній
 }

## Card names: a title that is a phrase keeps one form in every case; .gender is its kind's noun's

-card-mid-l001 = { $case ->
   *[nom] Сванхільд Мечна Діва
    [gen] Сванхільд Мечної Діви
    [dat] Сванхільд Мечній Діві
    [acc] Сванхільд Мечну Діву
    [ins] Сванхільд Мечною Дівою
    [loc] Сванхільд Мечній Діві
 }
    .gender = fem
-card-mid-l002 = { $case ->
   *[nom] Ґюльві Мореплавець
    [gen] Ґюльві Мореплавця
    [dat] Ґюльві Мореплавцеві
    [acc] Ґюльві Мореплавця
    [ins] Ґюльві Мореплавцем
    [loc] Ґюльві Мореплавцеві
 }
    .gender = masc
    .animacy = anim
-card-mid-w001 = { $case ->
   *[nom] Мечник
    [gen] Мечника
    [dat] Мечникові
    [acc] Мечника
    [ins] Мечником
    [loc] Мечникові
 }
    .gender = masc
    .animacy = anim
-card-mid-w002 = { $case ->
   *[nom] Списник
    [gen] Списника
    [dat] Списникові
    [acc] Списника
    [ins] Списником
    [loc] Списникові
 }
    .gender = masc
    .animacy = anim
-card-mid-w003 = { $case ->
   *[nom] Сокирник
    [gen] Сокирника
    [dat] Сокирникові
    [acc] Сокирника
    [ins] Сокирником
    [loc] Сокирникові
 }
    .gender = masc
    .animacy = anim
-card-mid-o001 = { $case ->
   *[nom] Великий громадський драккар
    [gen] Великого громадського драккара
    [dat] Великому громадському драккару
    [acc] Великий громадський драккар
    [ins] Великим громадським драккаром
    [loc] Великому громадському драккарі
 }
    .gender = masc
    .animacy = inan
-card-mid-o002 = { $case ->
   *[nom] Морський Жеребець
    [gen] Морського Жеребця
    [dat] Морському Жеребцю
    [acc] Морський Жеребець
    [ins] Морським Жеребцем
    [loc] Морському Жеребці
 }
    .gender = masc
    .animacy = inan
-card-mid-k001 = { $case ->
   *[nom] Стійка зі зброєю
    [gen] Стійки зі зброєю
    [dat] Стійці зі зброєю
    [acc] Стійку зі зброєю
    [ins] Стійкою зі зброєю
    [loc] Стійці зі зброєю
 }
    .gender = fem
-card-mid-b001 = { $case ->
   *[nom] Кузня
    [gen] Кузні
    [dat] Кузні
    [acc] Кузню
    [ins] Кузнею
    [loc] Кузні
 }
    .gender = fem
-card-mid-b002 = { $case ->
   *[nom] Довгий дім ярла
    [gen] Довгого дому ярла
    [dat] Довгому дому ярла
    [acc] Довгий дім ярла
    [ins] Довгим домом ярла
    [loc] Довгому домі ярла
 }
    .gender = masc
    .animacy = inan
-card-mid-b003 = { $case ->
   *[nom] Мисливські угіддя
    [gen] Мисливських угідь
    [dat] Мисливським угіддям
    [acc] Мисливські угіддя
    [ins] Мисливськими угіддями
    [loc] Мисливських угіддях
 }
    .gender = pl
-card-mid-b004 = { $case ->
   *[nom] Дім мудреця
    [gen] Дому мудреця
    [dat] Дому мудреця
    [acc] Дім мудреця
    [ins] Домом мудреця
    [loc] Домі мудреця
 }
    .gender = masc
    .animacy = inan
-card-mid-r001 = { $case ->
   *[nom] Руна Грізної Сокири
    [gen] Руни Грізної Сокири
    [dat] Руні Грізної Сокири
    [acc] Руну Грізної Сокири
    [ins] Руною Грізної Сокири
    [loc] Руні Грізної Сокири
 }
    .gender = fem
-card-mid-r002 = { $case ->
   *[nom] Руна Попутного Вітру
    [gen] Руни Попутного Вітру
    [dat] Руні Попутного Вітру
    [acc] Руну Попутного Вітру
    [ins] Руною Попутного Вітру
    [loc] Руні Попутного Вітру
 }
    .gender = fem
-card-mid-y001 = { $case ->
   *[nom] Погибель драугрів
    [gen] Погибелі драугрів
    [dat] Погибелі драугрів
    [acc] Погибель драугрів
    [ins] Погибеллю драугрів
    [loc] Погибелі драугрів
 }
    .gender = fem
-card-mid-y002 = { $case ->
   *[nom] Повні комори
    [gen] Повних комор
    [dat] Повним коморам
    [acc] Повні комори
    [ins] Повними коморами
    [loc] Повних коморах
 }
    .gender = pl
-card-mid-s001 = { $case ->
   *[nom] Кнорр із Хедебю
    [gen] Кнорра із Хедебю
    [dat] Кнорру із Хедебю
    [acc] Кнорр із Хедебю
    [ins] Кнорром із Хедебю
    [loc] Кноррі із Хедебю
 }
    .gender = masc
    .animacy = inan
-card-mid-t001 = { $case ->
   *[nom] Буркотибрюх із Митного мосту
    [gen] Буркотибрюха із Митного мосту
    [dat] Буркотибрюхові із Митного мосту
    [acc] Буркотибрюха із Митного мосту
    [ins] Буркотибрюхом із Митного мосту
    [loc] Буркотибрюхові із Митного мосту
 }
    .gender = masc
    .animacy = anim
-card-mid-t002 = { $case ->
   *[nom] Старий Мохоспин
    [gen] Старого Мохоспина
    [dat] Старому Мохоспину
    [acc] Старого Мохоспина
    [ins] Старим Мохоспином
    [loc] Старому Мохоспинові
 }
    .gender = masc
    .animacy = anim
-card-mid-d001 = { $case ->
   *[nom] Курганник Сірого Пагорба
    [gen] Курганника Сірого Пагорба
    [dat] Курганникові Сірого Пагорба
    [acc] Курганника Сірого Пагорба
    [ins] Курганником Сірого Пагорба
    [loc] Курганникові Сірого Пагорба
 }
    .gender = masc
    .animacy = anim
-card-mid-d002 = { $case ->
   *[nom] Кісткобрязкий Жнець
    [gen] Кісткобрязкого Жнеця
    [dat] Кісткобрязкому Жнецеві
    [acc] Кісткобрязкого Жнеця
    [ins] Кісткобрязким Жнецем
    [loc] Кісткобрязкому Жнецеві
 }
    .gender = masc
    .animacy = anim
-card-mid-m001 = { $case ->
   *[nom] Виводок болотяних вовків
    [gen] Виводку болотяних вовків
    [dat] Виводку болотяних вовків
    [acc] Виводок болотяних вовків
    [ins] Виводком болотяних вовків
    [loc] Виводку болотяних вовків
 }
    .gender = masc
    .animacy = inan
-card-mid-m002 = { $case ->
   *[nom] Приливний змій зі Шхери
    [gen] Приливного змія зі Шхери
    [dat] Приливному змієві зі Шхери
    [acc] Приливного змія зі Шхери
    [ins] Приливним змієм зі Шхери
    [loc] Приливному змієві зі Шхери
 }
    .gender = masc
    .animacy = anim
-card-mid-j001 = { $case ->
   *[nom] Шквал із фіорду
    [gen] Шквалу із фіорду
    [dat] Шквалу із фіорду
    [acc] Шквал із фіорду
    [ins] Шквалом із фіорду
    [loc] Шквалі із фіорду
 }
    .gender = masc
    .animacy = inan
-card-mid-j002 = { $case ->
   *[nom] Дзеркальний штиль
    [gen] Дзеркального штилю
    [dat] Дзеркальному штилю
    [acc] Дзеркальний штиль
    [ins] Дзеркальним штилем
    [loc] Дзеркальному штилі
 }
    .gender = masc
    .animacy = inan
-card-mid-j003 = { $case ->
   *[nom] Щось велике в глибині
    [gen] Щось велике в глибині
    [dat] Щось велике в глибині
    [acc] Щось велике в глибині
    [ins] Щось велике в глибині
    [loc] Щось велике в глибині
 }
    .gender = fem
