# metro-drinks: drinks words (it). Ids are kebab-case, prefixed by their area.
# Colours as the name of the colour ("una bibita di colore nero"), so that they need no agreement.

drinks-colour-black = nero
drinks-colour-white = bianco
drinks-colour-mint = menta
drinks-colour-blue = blu
drinks-colour-red = rosso
drinks-colour-purple = viola
drinks-colour-unknown = colore #{ $colour }
drinks-shape-stubby-can = lattina tozza
drinks-shape-short-can = lattina bassa
drinks-shape-tall-can = lattina alta
drinks-shape-square-bottle = bottiglia a lati quadrati
drinks-shape-medium-bottle = bottiglia non più alta
drinks-shape-tall-bottle = bottiglia più alta
drinks-shape-unknown = sconosciuta

## Pieces, cards and action kinds

drinks-marker = una bibita di colore { $colour }
drinks-owned = { $colour } (ne restano { $left })
drinks-counter = Bibite: { $drinks }
drinks-counter-free = Costruisce distributori automatici gratis in questa fase
drinks-face-colour = carta Colore Bibita { $colour }
drinks-face-shape-label = Forma: { $shape }
drinks-face-shape = carta Forma Bibita { $shape }
drinks-card-colour = la carta Colore Bibita { $colour }
drinks-card-shape = la carta Forma Bibita { $shape }
drinks-card-unknown = carta #{ $card }
drinks-kind-colour = Carta Colore Bibita { $colour }
drinks-kind-colour-title = Carta Colore Bibita
drinks-kind-shape = Carta Forma Bibita

## Narration

log-drinks-colour-card-taken = { $player } rinuncia a un dischetto Azione e prende la carta Colore Bibita { $colour } con la sua cassa di bibite.
log-drinks-free-builds = { $player } gioca { $card }: distributori automatici gratis per il resto di questa Fase delle Azioni.
log-drinks-built = { $player } costruisce un distributore automatico con una bibita di colore { $colour } a { $station }.
log-drinks-built-free = { $player } costruisce gratis un distributore automatico con una bibita di colore { $colour } a { $station }.
log-drinks-fee = { $player } paga { $amount } a { $owner } per aver costruito nella sua Stazione.
log-drinks-payout = La bibita di colore { $colour } a { $station } paga { $amount } a { $player }.
log-drinks-event = Evento di Metro Drinks { $kind }.
choice-drinks-build = costruisce un distributore automatico con una bibita di colore { $colour } a { $station }
choice-drinks-build-free = costruisce gratis un distributore automatico con una bibita di colore { $colour } a { $station }
choice-drinks-build-free-fee = costruisce gratis un distributore automatico con una bibita di colore { $colour } a { $station }, ma paga { $fee } al proprietario
choice-drinks-build-fee = costruisce un distributore automatico con una bibita di colore { $colour } a { $station } pagando { $fee } al proprietario
choice-drinks-stop = si ferma
choice-drinks-no-more-builds = non costruisce altri distributori automatici
offer-drinks-build = Costruisci un distributore automatico con una bibita di colore { $colour } a { $station }
offer-drinks-build-free = Costruisci gratis un distributore automatico con una bibita di colore { $colour } a { $station }
offer-drinks-build-free-fee = Costruisci gratis un distributore automatico con una bibita di colore { $colour } a { $station }, ma paga { $fee } al proprietario
offer-drinks-build-fee = Costruisci un distributore automatico con una bibita di colore { $colour } a { $station } pagando { $fee } al proprietario
offer-drinks-stop = Fermati
offer-drinks-no-more-builds = Non costruire altri distributori automatici
reason-drinks-fee = come pagamento per un distributore automatico
reason-drinks-payout = da un pagamento delle bibite

## Refusals and what the game waits for

refusal-drinks-build = costruisci un distributore automatico solo nel tuo turno di azione, con una bibita di un colore tuo, in una Stazione con piramide e senza bibita che il tuo Meeple tocca, pagando il proprietario (MD-4.3) e un dischetto Azione, a meno che la tua carta Forma Bibita sia attiva (MD-4.4)
refusal-drinks-colour-owned = non avrebbe effetto: quel colore ha già un proprietario (D-18)
refusal-drinks-free-builds-active = non avrebbe effetto: in questa fase costruisci già gratis (D-18)
refusal-drinks-no-drink = non avrebbe effetto: non hai bibite nella tua riserva con cui costruire (D-18)
refusal-drinks-not-an-action = non è un'azione di Metro Drinks
refusal-drinks-move-one-space = un Movimento va di almeno uno spazio
pending-drinks-walk = muoviti spazio per spazio costruendo distributori automatici lungo la strada, oppure fermati
pending-drinks-free-builds = costruisci distributori automatici gratis, oppure termina il tuo turno

## Options and setup

drinks-option = paga il proprietario del colore
    .off = I pagamenti delle bibite vanno al proprietario della Stazione (MD-5.1, regolamento)
    .on = I pagamenti delle bibite vanno al proprietario del colore di bibita (MD-5.2)
drinks-data-summary = { $file }: { $name } — { $colours } carte Colore Bibita con { $drinks } bibite, { $shapes } carte Forma Bibita
error-drinks-column = la colonna Jidohanbaiki deve avere tante carte quante le colonne del set di carte Azione ({ $per_column }): tutte le { $colours } carte Colore Bibita e fino a { $shapes } carte Forma Bibita (MD-2.1)

## Problems of a Jidohanbaiki file

problem-drinks-colour-cards = da 1 a { $max } carte Colore Bibita, non { $count }
problem-drinks-shape-cards = da 1 a { $max } carte Forma Bibita, non { $count }
problem-drinks-colour-name = i nomi dei colori sono unici e non vuoti: "{ $name }"
problem-drinks-crate = una cassa contiene da 1 a 12 bibite, non { $drinks }
problem-drinks-card-name = i nomi delle carte sono unici e non vuoti: "{ $name }"
