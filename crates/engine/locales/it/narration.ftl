# engine: narration words (it). Ids are kebab-case, prefixed by their area.
# Players, lines, stations and stops come in as names; money as written text (¥1,200); counts as numbers.

## Players and phases

player-name = Giocatore { $number }
phase-turn-order = Fase dell'Ordine di Gioco
phase-movement = Fase di Movimento
phase-actions = Fase delle Azioni
phase-trains = Fase dei Treni
phase-ended = La partita è finita

## Events

log-round-begins = Inizia il round { $round }.
log-refreshed-discarded = Colonna { $column }: { $old } va nella pila degli scarti; viene distribuita { $new }.
log-refreshed = Colonna { $column }: viene distribuita { $new }.
log-bid-made = { $player } fa un'offerta segreta.
log-bids-revealed = Offerte rivelate: { $bids }.
log-bid-with-bonus = { $player } { $bid } + { $bonus } di bonus
log-turn-order = Ordine di gioco: { $players }.
log-cash-pays = { $reason ->
    [bid] { $player } paga { $amount } per l'offerta sull'ordine di gioco.
    [pass-bonus] { $player } paga { $amount } per aver passato con dischetti ancora in mano.
    [action-cost] { $player } paga { $amount } per l'azione.
    [share-extra] { $player } paga { $amount } come costo aggiuntivo dello Stock.
    [loan] { $player } paga { $amount } per il prestito.
    [stake] { $player } paga { $amount } come somma impegnata nella speculazione.
    [station-payout] { $player } paga { $amount } dal Pagamento della Stazione.
    [fare] { $player } paga { $amount } come tariffa.
    [sell] { $player } paga { $amount } messi da parte con la vendita.
   *[module] { $player } paga { $amount } { $why }.
}
log-cash-receives = { $reason ->
    [bid] { $player } riceve { $amount } per l'offerta sull'ordine di gioco.
    [pass-bonus] { $player } riceve { $amount } per aver passato con dischetti ancora in mano.
    [action-cost] { $player } riceve { $amount } per l'azione.
    [share-extra] { $player } riceve { $amount } come costo aggiuntivo dello Stock.
    [loan] { $player } riceve { $amount } per il prestito.
    [stake] { $player } riceve { $amount } come somma impegnata nella speculazione.
    [station-payout] { $player } riceve { $amount } dal Pagamento della Stazione.
    [fare] { $player } riceve { $amount } come tariffa.
    [sell] { $player } riceve { $amount } messi da parte con la vendita.
   *[module] { $player } riceve { $amount } { $why }.
}
log-reason-house-rule = per una regola della casa
log-value-falls = { $line } scende di { $delta } a { $value }.
log-value-rises = { $line } sale di { $delta } a { $value }.
log-meeple-moved = Il Meeple di { $player } va { $space }.
log-action-taken = { $player } sceglie l'azione { $action }.
log-passed = { $player } passa.
log-station-built = { $player } costruisce una Stazione a { $station }.
log-share-taken = { $player } prende lo Stock numero { $number } di { $line }.
log-share-sold = { $player } vende il proprio Stock di { $line } e mette da parte { $amount }.
log-speculated = { $player } specula su { $line } impegnando { $stake }.
log-speed-taken = { $count ->
    [one] { $player } prende 1 segnalino Velocità: va su una linea durante una sua azione successiva, una volta scelta l’azione (TM-7.11).
   *[other] { $player } prende { $count } segnalini Velocità: vanno sulle linee durante una sua azione successiva, una volta scelta l’azione (TM-7.11).
}
log-speed-assigned = { $player } assegna un segnalino Velocità a { $line }.
log-token-returned = { $player } rimette un segnalino Velocità nella riserva generale.
log-bike-taken = { $player } prende un segnalino Bicicletta.
log-bike-returned = { $player } rimette il proprio segnalino Bicicletta nella riserva generale.
log-loan-taken = { $player } prende un prestito.
log-loan-repaid = { $player } rimborsa un prestito.
log-disc-gained = { $player } ottiene un dischetto Azione.
log-disc-given-up = { $player } rinuncia per sempre a un dischetto Azione.
log-bid-bonus = { $player } mette { $amount } accanto al proprio dischetto Ordine di Gioco per la prossima offerta.
log-discount-lifted = { $player } usa i propri dischetti da { $action } per uno sconto di { $amount }.
log-card-taken = { $player } prende { $card } dalla pila degli scarti della colonna { $column }.
log-card-taken-unknown-column = { $player } prende { $card } da una pila degli scarti.
log-vehicle-placed = { $vehicle } viene messo su { $stop }.
log-vehicle-moved = { $vehicle } si sposta su { $stop }.
log-vehicle-removed = { $vehicle } lascia la Mappa.
log-station-payout = { $station } paga il proprietario { $owner }: { $line } sale di { $rise }.
log-station-payout-cash = { $station } paga il proprietario { $owner }: { $line } sale di { $rise } e { $owner } riceve { $cash }.
log-boarded = { $player } prende { $vehicle }.
log-alighted = { $player } scende { $space }.
log-discs-returned = Tutti i dischetti Azione tornano ai loro proprietari.
log-module-event = Modulo #{ $module }, evento { $kind }.
log-payout-speculation = { $player } riceve { $amount } per una speculazione su { $line }.
log-payout-stake-return = { $player } riprende la somma impegnata di { $amount } su { $line }.
log-payout-share = { $player } riceve { $amount } per uno Stock di { $line }.
log-payout-set-aside = { $player } aggiunge i { $amount } messi da parte vendendo.
log-payout-loan = { $player } paga { $amount } per i prestiti ancora in corso.
log-payout-any-line = una Linea
log-game-over = Totali finali: { $totals }. Vince { $winner }.

## Choices: what the player to move does, without the subject ("offre ¥300")

choice-bid = offre { $amount }
choice-place = piazza il proprio Meeple { $space }
choice-move = si muove { $space }
choice-stay = resta dov'è
choice-take = sceglie l'azione { $action }
choice-copy = copia l'azione { $action }
choice-pass-with-discs = { $count ->
    [one] passa con 1 dischetto rimasto
   *[other] passa con { $count } dischetti rimasti
}
choice-pass = passa
choice-alight = scende { $space }
choice-board = prende { $vehicle }
choice-board-unknown = prende il veicolo { $vehicle }
choice-stay-aboard = resta a bordo
choice-do-not-board = non sale a bordo
choice-build = costruisce a { $station }
choice-invest = investe in { $line }
choice-start = fa partire { $vehicle }
choice-speculate = specula su { $line }
choice-sell = vende il proprio Stock di { $line }
choice-line = sceglie { $line }
choice-column = prende la carta in cima alla pila degli scarti della colonna { $column }
choice-stake = impegna { $amount }
choice-pay-with-speed-token = paga con un segnalino Velocità
choice-pay-with-bike = paga con il segnalino Bicicletta
choice-lift = usa i propri dischetti da { $action }
choice-assign = assegna un segnalino Velocità a { $line }
choice-module = sceglie l'azione di modulo { $verb }
choice-done = ha finito
choice-no-more-discounts = non usa altri sconti
choice-no-more-speed = non assegna altri segnalini Velocità

## Offerte: le stesse scelte sui pulsanti del giocatore di turno, all'imperativo ("Passa")

offer-bid = Offri { $amount }
offer-place = Piazza il tuo Meeple { $space }
offer-move = Muoviti { $space }
offer-stay = Resta dove sei
offer-take = Scegli l'azione { $action }
offer-copy = Copia l'azione { $action }
offer-pass-with-discs = { $count ->
    [one] Passa con 1 dischetto rimasto
   *[other] Passa con { $count } dischetti rimasti
}
offer-pass = Passa
offer-alight = Scendi { $space }
offer-board = Prendi { $vehicle }
offer-board-unknown = Prendi il veicolo { $vehicle }
offer-stay-aboard = Resta a bordo
offer-do-not-board = Non salire a bordo
offer-build = Costruisci a { $station }
offer-invest = Investi in { $line }
offer-start = Fai partire { $vehicle }
offer-speculate = Specula su { $line }
offer-sell = Vendi il tuo Stock di { $line }
offer-line = Scegli { $line }
offer-column = Prendi la carta in cima alla pila degli scarti della colonna { $column }
offer-stake = Impegna { $amount }
offer-pay-with-speed-token = Paga con un segnalino Velocità
offer-pay-with-bike = Paga con il segnalino Bicicletta
offer-lift = Usa i tuoi dischetti da { $action }
offer-assign = Assegna un segnalino Velocità a { $line }
offer-module = Scegli l'azione di modulo { $verb }
offer-done = Fatto
offer-no-more-discounts = Nessun altro sconto
offer-no-more-speed = Nessun altro segnalino Velocità

## Names of things

name-line-unknown = Linea #{ $line }
name-vehicle = { $kind ->
    [train] il Treno { $letter }
    [tram] il Tram { $letter } { $number }
   *[bus] l'Autobus { $letter } { $number }
}
    .object = { $kind ->
        [train] il Treno { $letter }
        [tram] il Tram { $letter } { $number }
       *[bus] l'Autobus { $letter } { $number }
    }
name-vehicle-unknown = il veicolo della Linea #{ $line }
    .object = il veicolo della Linea #{ $line }
name-station-unknown = Stazione #{ $station }
name-stop-unknown = fermata #{ $stop }
name-space-unknown = spazio #{ $space }
name-column-unknown = colonna #{ $column }
name-card-unknown = carta #{ $card }
name-card = la carta { $actions }
name-action-in-column = { $kind } (colonna { $column })
name-action-own-card = { $kind } (carta propria)
name-action-no-column = { $kind } (nessuna colonna)
name-action-unknown = azione { $card }.{ $action }

## Spaces, named by the stations they touch

space-next-to = accanto a { $place }
space-between = tra { $first } e { $second }
space-next-to-many = accanto a { $places } e { $last }
space-near = { $steps ->
    [one] vicino a { $station }, 1 spazio a { $direction }
   *[other] vicino a { $station }, { $steps } spazi a { $direction }
}
space-near-two = { $steps ->
    [one] vicino a { $station }, 1 spazio a { $direction } e { $other } a { $second }
   *[other] vicino a { $station }, { $steps } spazi a { $direction } e { $other } a { $second }
}
space-on-side = { $place }, a { $side }
space-near-at = { $place } (colonna { $column }, riga { $row })
space-at = nello spazio della colonna { $column }, riga { $row }
direction-east = est
direction-north-east = nord-est
direction-north = nord
direction-north-west = nord-ovest
direction-west = ovest
direction-south-west = sud-ovest
direction-south = sud
direction-south-east = sud-est

## Action kinds, as the cards show them

kind-move = Movimento { $distance }
kind-station = Stazione ¥{ $cost }/fermata
kind-station-swap = Scambio Stazione
kind-invest = Investimento ¥{ $cost }
kind-invest-by-disc = Investimento con dischetto
kind-start = Partenza +¥{ $value }
kind-discount = Sconto ¥{ $amount }
kind-bid = Offerta +¥{ $bonus }
kind-loan = Prestito
kind-repay = Rimborso
kind-speculate = Speculazione
kind-speed = Velocità { $tokens }
kind-action = Azione ¥{ $cost }
kind-bike = Bici
kind-card = Carta ¥{ $cost }
kind-sell = Vendita
kind-copy = Copia ¥{ $cost }
kind-module = Modulo #{ $module }, tipo { $kind } ({ $param })
kind-extension-with = Estensione #{ $kind } ({ $param })
kind-extension = Estensione #{ $kind }
log-module-event-default = Evento di modulo { $kind }.

## A decision in the log
# a decision: the player, then what they do as the game words it ("takes Move 3")
# same in every language
log-decision = { $player } { $action }.
