# engine: refusals words (it). Ids are kebab-case, prefixed by their area.
# Why an action is refused ("why not"); the rule's ID is added after it by the code. Amounts after ¥ are plain
# numbers, as the refusal has always written them.

## Refusals of a decision

refusal-game-over = la partita è finita
refusal-bid-steps = le offerte vanno a passi di ¥100, non ¥{ $amount }
refusal-bid-range = un'offerta va da ¥0 fino al tuo denaro (¥{ $cash }), non ¥{ $amount }
refusal-own-card-only = solo il giocatore che ha preso questa carta con l'azione Carta può usarla
refusal-not-in-reach = quell'azione non è alla tua portata
refusal-nobody-to-act = non tocca a nessuno
refusal-move = i Meeple si muovono in orizzontale o in verticale, fino a 2 spazi (3 con la Bicicletta), mai su un altro Meeple
refusal-place = piazza il tuo Meeple su uno spazio vuoto
refusal-alight = puoi scendere solo da un veicolo che si è mosso da quando sei salito, su uno spazio libero che tocca la sua Stazione
refusal-board = puoi salire solo su un veicolo a una fermata che il tuo Meeple tocca, pagando ¥100 se non possiedi uno Stock (TM-10.2, D-14)
refusal-stake = la somma impegnata è almeno ¥{ $low } e al massimo il tuo denaro, a passi di ¥100, non ¥{ $amount }
refusal-lift = usa solo i tuoi dischetti da un'azione Sconto su un'azione con un costo in yen
refusal-assign = assegna un segnalino Velocità non assegnato a una Linea con una casella per dischetti vuota, lasciando possibile l'azione (D-20)
refusal-no-module-action = nessun modulo di regole di questa partita offre quell'azione
refusal-cannot-pay-yet = non puoi ancora pagare il costo dell'azione
refusal-not-a-choice = ora non è una scelta possibile: la partita attende: { $pending }
refusal-not-a-choice-now = ora non è una scelta possibile

## Refusals of an action's target

refusal-target-move = Movimento arriva fino alla sua distanza (uno in più con la Bicicletta), in orizzontale o in verticale, mai su o attraverso un altro Meeple (TM-6.5.3)
refusal-target-station = costruisci solo su una Stazione senza piramide che il tuo Meeple tocca e che puoi pagare
refusal-target-station-swap = costruisci solo su una Stazione senza piramide che il tuo Meeple tocca
refusal-target-invest = non una Linea di cui possiedi uno Stock o su cui speculi, né una i cui Stock sono esauriti o che non puoi pagare
refusal-target-invest-by-disc = non una Linea di cui possiedi uno Stock, né una i cui Stock sono esauriti o il cui costo aggiuntivo non puoi pagare
refusal-target-start = scegli un Treno che non è sulla Mappa
refusal-target-speculate = una Linea con un Valore di almeno ¥100, una casella per dischetti vuota, nessuno Stock tuo e una somma impegnata che puoi pagare
refusal-target-card = prendi la carta in cima a una pila degli scarti non vuota che nessun modulo di regole rende irraggiungibile
refusal-target-sell = vendi solo uno Stock che possiedi
refusal-target-swap-payment = paga con un segnalino Velocità non assegnato o con la tua Bicicletta

## Refusals of taking an action

refusal-no-such-action = quest'azione non esiste
refusal-disc-on-action = l'azione non è disponibile: c'è sopra un dischetto
refusal-needs-discs = { $needed ->
    [one] richiede 1 dischetto Azione e tu ne hai { $discs }
   *[other] richiede { $needed } dischetti Azione e tu ne hai { $discs }
}
refusal-no-effect-off-grid = non avrebbe effetto: il tuo Meeple non è sulla griglia (prima scendi, D-5)
refusal-no-effect-no-free-space = non avrebbe effetto: nessuno spazio libero in cui muoversi
refusal-no-effect-no-pyramid = non avrebbe effetto: non ti resta nessuna piramide (TM-7.3)
refusal-no-effect-no-swap-payment = non avrebbe effetto: non hai né un segnalino Velocità non assegnato né la Bicicletta (TM-7.4)
refusal-no-station-to-pay = il tuo Meeple non tocca nessuna Stazione senza piramide che puoi pagare
refusal-invest-by-disc-discs = ti serve un altro dischetto Azione da cedere
refusal-no-share-to-buy = nessuna Linea ha uno Stock che puoi comprare e pagare
refusal-no-effect-trains-on-map = non avrebbe effetto: tutti i Treni sono sulla Mappa
refusal-no-loan-token = non resta nessun segnalino Prestito nella riserva
refusal-no-effect-no-loan = non avrebbe effetto: non hai prestiti
refusal-repay-cost = rimborsare costa ¥{ $cost } e tu hai ¥{ $cash }
refusal-speculation-discs-used = hai già usato entrambi i dischetti Speculazione
refusal-no-speculation-line = nessuna Linea con Valore ≥ ¥100, una casella libera, nessuno Stock tuo e una somma impegnata che puoi pagare
refusal-no-effect-no-speed-token = non avrebbe effetto: non resta nessun segnalino Velocità nella riserva
refusal-max-discs = hai già { $max } dischetti Azione
refusal-no-effect-no-disc-in-supply = non avrebbe effetto: nessuno dei tuoi dischetti è rimasto nella riserva
refusal-cost = costa ¥{ $cost } e tu hai ¥{ $cash }
refusal-has-bike = hai già una Bicicletta
refusal-no-effect-no-bike = non avrebbe effetto: non resta nessuna Bicicletta nella riserva
refusal-no-effect-no-card = non avrebbe effetto: ogni pila degli scarti è vuota, o la sua carta in cima non si può prendere
refusal-no-effect-no-share = non avrebbe effetto: non possiedi Stock
refusal-copy-waiting = il tuo dischetto di una Copia precedente aspetta ancora di essere usato
refusal-copy-no-disc = non avrebbe effetto: dopo il dischetto della Copia ti serve ancora un dischetto Azione con cui copiare
refusal-no-module-implements = nessun modulo di regole di questa partita realizza quest'azione
refusal-no-loaded-module = nessun modulo di regole caricato realizza quest'azione

## What the game waits for

pending-bid = offerta segreta per l'ordine di gioco
pending-place = piazza il tuo Meeple
pending-move = muovi il tuo Meeple
pending-turn = scegli un'azione o passa
pending-target = scegli il bersaglio dell'azione
pending-swap-payment = paga con un segnalino Velocità o la Bicicletta
pending-stake = scegli la somma da impegnare
pending-discounts = usa gli sconti su quest'azione
pending-speed = assegna i segnalini Velocità
pending-choose = scegli
pending-forced-alight = scendi: il Treno lascia la Mappa
pending-trains = sali, scendi o aspetta
pending-over = la partita è finita

## Errors

error-illegal-action = non consentito: { $player } { $action } — { $reason } ({ $rule })
error-illegal-action-nobody = non consentito: { $reason } ({ $rule })
error-setup-players = una partita ha da 1 a 5 giocatori, non { $players } (TM-1.6)
error-setup-too-few-cards = il set di carte Azione ha { $cards } carte per colonna, troppo poche per distribuirne { $dealt } per colonna (TM-3.4, MC-2)
error-setup-too-many-modules = { $count } moduli di regole sono troppi: al massimo 255 in una partita
error-setup-too-many-cards = { $count } carte Azione sono troppe: al massimo 254 in una partita
refusal-module-failed = il modulo di regole { $module } ha fallito ed è disattivato: { $why }
error-registry-duplicate = { $what ->
    [map] una Mappa chiamata { $key } è già registrata
    [card-set] un set di carte Azione chiamato { $key } è già registrato
    [module] un modulo chiamato { $key } è già registrato
   *[action-kind] un tipo di azione chiamato { $key } è già registrato
}
error-rule-option-name = il nome di un'opzione di regola ha da 1 a 64 caratteri, non { $length }

## Ciò che il modulo di un plugin ha lasciato nella partita o restituito fuori dai limiti (module/valid.rs)
invalid-part = { $part ->
    [meeple] il Meeple di un giocatore
    [player] i pezzi e il denaro di un giocatore
    [order] l'ordine di gioco
    [line] lo stato di una Linea
    [column] una colonna di carte Azione
    [occupants] i dischetti sulle azioni
    [pyramids] le piramidi
    [supply] la riserva generale
    [pending] la decisione in attesa
    [modules] gli stati dei moduli
    [event] un evento
    [action] un'azione che offre
    [stage] un passo che chiede
    [deal] le colonne che ha distribuito
    [pieces] i suoi pezzi sulla Mappa
    [payment] un pagamento
    [scoring] il suo punteggio finale
   *[payouts] le sue regole di pagamento
}
invalid-out-of-range = l'identificativo { $value } { $kind ->
    [space] di uno spazio
    [stop] di una fermata
    [station] di una Stazione
    [line] di una Linea
    [card] di una carta Azione
    [column] di una colonna
    [player] di un giocatore
    [vehicle] di un veicolo
    [action] di un'azione
    [turn] di un posto nell'ordine di gioco
    [share] di uno Stock
   *[slot] di una casella per dischetti
} è fuori dai limiti (la partita ne ha { $count }), in { $part }
invalid-money = l'importo { $amount } è fuori dai limiti, in { $part }
invalid-payment = una variazione di { $delta } del denaro del Giocatore { $player } ({ $cash }) lo porterebbe sotto ¥0 o sopra ¥100,000,000 (D-2); non è stata eseguita
invalid-count = { $value } pezzi dove ce ne sono al massimo { $most }, in { $part }
invalid-size = una tabella dello stato ha cambiato dimensione da { $was } a { $now }, in { $part }
invalid-card-column = la carta Azione con identificativo { $card } si trova nella colonna { $column }, che non è la sua
invalid-card-twice = la carta Azione con identificativo { $card } si trova in due posti insieme
invalid-rows = la colonna { $column } mostra { $rows } righe, non le { $dealt } che la partita distribuisce (TM-3.4)
invalid-order = l'ordine di gioco non contiene ogni giocatore una volta sola
invalid-foreign = nomina il modulo con identificativo { $module }, non il proprio, in { $part }
error-registry-option-taken = l'opzione di regola { $option } è già del modulo { $owner }
