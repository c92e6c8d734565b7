# check: check words (it). Ids are kebab-case, prefixed by their area.

## The names of the design checks
design-check-column-empties = colonna vuota presto
design-check-trains-cannot-start = i Treni non possono partire
design-check-line-never-pays = la Linea non paga mai
design-check-station-unreached = Stazione non raggiunta
design-check-action-never-taken = azione mai scelta
design-check-line-dominates = linea dominante
design-check-line-worthless = linea che non guadagna mai valore
design-check-share-decides = la quota decide la partita
design-check-seat-advantage = vantaggio di posto
design-check-action-never-worth = azione che non conviene mai

## Findings
design-players = { $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    }
design-players-list = { $list } e { $last } giocatori
design-columns-too-few = le colonne contengono { $per_column } carte ciascuna, troppo poche per darne una a ogni giocatore con { $players } (MC-2): una partita così non può essere preparata
design-columns-one-round = le colonne contengono { $per_column } carte ciascuna, tutte distribuite nella preparazione con { $players }: i mazzi sono vuoti fin dall'inizio, quindi la partita finisce dopo il primo round (MC-2)
design-module-refuses = { $why }: il motore rifiuta questa preparazione con { $players }
design-too-many-cards = { $cards } carte Azione in una partita sono troppe: al massimo 254
design-no-vehicle-action = nessuna azione del set di carte mette un veicolo sulla Mappa — né Investimento, né Investimento con dischetto (OS-6.2), né Partenza (TM-7.6): nessun Treno viaggia mai, quindi nessuna Stazione paga (TM-9.1) e nessuno prende mai uno Stock
design-start-leaves = la Linea { $line } ha { $stops } fermate: un Treno messo con Partenza torna alla fermata 1 dopo { $back } passi, ancora nella sua prima Fase dei Treni ({ $steps } passi, TM-8.1), e lascia la Mappa (start_trains_leave della Mappa) a meno che qualcuno non abbia preso prima uno Stock
design-line-no-station = la Linea { $line } non ha alcuna Stazione tra le sue { $stops } fermate: i suoi { $vehicle ->
        [tram] Tram non attivano
        [bus] Autobus non attivano
       *[train] Treni non attivano
    } mai un Pagamento della Stazione (D-22), quindi il suo Valore sale solo con Investimento, Partenza e tariffe
design-station-unreached = nessun Meeple ha potuto raggiungere la Stazione { $station } nelle { $games } partite di prova, benché una Stazione fosse raggiungibile in media in { $mean } partite: dopo il piazzamento del round 1, il motore non ha mai offerto un movimento o una discesa sugli spazi che tocca ({ $spaces }), quindi solo un Meeple piazzato accanto potrebbe costruirvi una piramide (TM-7.3) o salire lì (TM-10.1)
design-line-never-entered = i { $vehicle ->
        [tram] Tram
        [bus] Autobus
       *[train] Treni
    } della Linea { $line } non sono mai entrati sulla Mappa nelle { $games } partite di prova, benché quelli di una Linea lo abbiano fatto in media in { $mean } partite: nessuno ha investito nella Linea né l'ha fatta partire (TM-7.6, OS-6.2)
design-line-never-paid = i { $vehicle ->
        [tram] Tram
        [bus] Autobus
       *[train] Treni
    } della Linea { $line } hanno viaggiato in { $placed } delle { $games } partite di prova ma non hanno mai attivato un Pagamento della Stazione (quelli di una Linea in media { $mean }): non si sono mai fermati in una fermata di una Stazione con piramide{ $shares ->
        [none] , e i suoi possessori di Stock non hanno mai ricevuto nulla alla fine (TM-11.3)
       *[some] {""}
    }
design-action-never-taken = nessun bot ha scelto questa azione ({ $kind }, { $spaces ->
        [one] 1 casella
       *[other] { $spaces } caselle
    }, carta { $card } della colonna { $column }) nelle { $games } partite di prova, benché altre azioni { $title } siano state scelte { $taken } volte: { $random ->
        [yes] poiché il bot casuale sceglie a caso tra le azioni consentite, non è stata
       *[other] non è stata
    } (quasi) mai consentita o alla portata — controllane il costo, il parametro e le caselle
design-kind-never-taken = nessun bot ha scelto un'azione { $title } (`{ $name }`, { $rule }) nelle { $games } partite di prova, benché { $offered ->
        [one] 1 azione del set di carte la offra
       *[other] { $offered } azioni del set di carte la offrano
    } (la prima è qui): { $random ->
        [yes] poiché il bot casuale sceglie a caso tra le azioni consentite, non è stata
       *[other] non è stata
    } (quasi) mai consentita o alla portata
design-module-card-never-taken = nessun bot ha scelto una carta di { $module } contata come `{ $name }` nelle { $games } partite di prova: { $random ->
        [yes] poiché il bot casuale sceglie a caso tra le azioni consentite, non è stata
       *[other] non è stata
    } (quasi) mai consentita
design-module-action-never-taken = nessun bot ha scelto un'azione di { $module } contata come { $names } nelle { $games } partite di prova: { $random ->
        [yes] poiché il bot casuale sceglie a caso tra le azioni consentite, non è stata
       *[other] non è stata
    } (quasi) mai consentita
design-or-list = { $list } o { $last }

## What metro check runs on
check-subject = Mappa { $map }, carte { $cards }
check-unknown-input = { $name }: nessun file con questo nome, né { $what ->
        [map] una Mappa integrata
       *[cards] un set di carte Azione integrato
    } con questo nome (integrati: { $known })
check-option-not-on = «{ $option }» è un'opzione di { $module }, che «{ $switch }» non attiva
check-option-unknown = opzione di regola sconosciuta `{ $option }`, atteso uno tra: { $known }

## The families of invariants, as a failure names them
check-state = invariante dello stato
check-events = gli eventi spiegano ogni cambiamento
check-legality = legalità
check-progress = avanzamento
check-view = informazioni nascoste
check-fold = ogni posto ricostruisce la sua vista dagli eventi
check-end = fine della partita
check-determinism = determinismo
check-save-round-trip = salvataggio e caricamento
check-panic = arresto anomalo (panic)

## Osservazioni sul bilanciamento, dalle partite di bot realistici ($bot: i loro nomi)
design-line-dominates = la linea { $line } ha chiuso in media a { $mean }, { $part } del valore di tutte le linee insieme (le altre linee: { $others } in media), in { $games } partite di { $bot }: chi ne tiene le quote incassa gran parte del denaro della partita
design-line-worthless = la linea { $line } ha chiuso a ¥0 in { $zero } partite su { $games } di { $bot } (media { $mean }): le sue quote e speculazioni non rendono (quasi) nulla, quindi nessuno che giochi per denaro ci costruisce
design-share-decides = chi teneva una quota della linea { $line } ha vinto { $won } delle { $held } partite in cui era tenuta ({ $rate }, almeno { $low } al 95%), dove altrettanti detentori vincerebbero { $fair } se la quota non aiutasse ({ $bot }): comprarne la quota decide la partita
design-seat-advantage = il posto { $seat } su { $players } { $more ->
    [yes] ha vinto più spesso della sua parte
   *[no] ha vinto meno spesso della sua parte
}: { $wins } partite su { $games } ({ $rate }; intervallo al 99,5% { $low }–{ $high }, parte equa { $fair }) di { $bot }
design-action-never-worth = { $bot } non ha mai scelto { $kind } (su { $actions ->
    [one] un'azione delle carte
   *[other] { $actions } azioni delle carte
}) in { $games } partite, benché fosse consentito: il bot casuale l'ha scelto { $random } volte; forse non serve nemmeno a chi gioca per denaro
