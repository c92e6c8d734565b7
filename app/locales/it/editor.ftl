# app: editor words (it). Ids are kebab-case, prefixed by their area.

## Opening the editors (the menu's Design box)
editor-design = Progettazione
editor-new-map = Nuova Mappa
editor-edit-map = Modifica una Mappa
    .tooltip = Apre la Mappa scelta sopra nell'editor della Mappa (una Mappa integrata come copia)
editor-new-card-set = Nuovo set di carte Azione
editor-edit-card-set = Modifica un set di carte Azione
    .tooltip = Apre il set di carte scelto sopra nell'editor del set di carte (un set integrato come copia)
editor-reopen-map-draft = Riapri la bozza di Mappa non salvata
editor-reopen-card-draft = Riapri la bozza di set di carte non salvata
editor-leave-title = Uscire senza salvare?
editor-leave-text = La bozza ha modifiche non salvate in un file. Resta nella cartella delle bozze, e il menu ti propone di riaprirla.
editor-keep-editing = Continua a modificare
editor-leave-without-saving = Esci senza salvare
editor-replace-draft-title = Una bozza non salvata è in attesa
editor-replace-map-draft-text = La bozza di Mappa per { $path } ha modifiche non salvate in alcun file. Una nuova Mappa la sostituirebbe nella cartella delle bozze.
editor-replace-card-draft-text = La bozza di set di carte per { $path } ha modifiche non salvate in alcun file. Un nuovo set di carte la sostituirebbe nella cartella delle bozze.
editor-reopen-draft = Riapri la bozza
editor-discard-draft = Scarta la bozza
    .tooltip = Elimina la bozza non salvata e apre ciò che hai chiesto
editor-cancel = Annulla

## The file bar
editor-map-title = Editor della Mappa — { $name }
editor-card-title = Editor del set di carte — { $name }
editor-unsaved-changes = (modifiche non salvate)
editor-undo = Annulla mossa
editor-redo = Ripeti
editor-save-to = Salva in
editor-save = Salva
editor-close = Chiudi
editor-simulate = Prova con simulazione
    .tooltip = Gioca molte partite tra bot sulla bozza così com'è (con le altre scelte del menu)
    .disabled = La bozza ha dei problemi: correggili prima

## The problems of the draft
editor-no-problems = Nessun problema: il file è valido.
editor-problems = { $count ->
        [one] 1 problema (fai clic per selezionare l'elemento difettoso)
       *[other] { $count } problemi (fai clic su uno per selezionare l'elemento difettoso)
    }
editor-problems-more = … e altri { $count }

## The map editor
editor-map-hint = Fai clic su una fermata per selezionarla, trascinala per spostarla, Maiusc+clic sceglie fermate per una Stazione; Canc elimina la fermata selezionata.
editor-map-hint-drawing = Disegno di una Linea: fai clic su un punto per aggiungervi una fermata, fai clic sulla fermata di un'altra Linea per condividerne la Stazione. Esc per smettere.
editor-map = Mappa
editor-name = Nome
editor-columns = Colonne
editor-rows = Righe
editor-trains-leave = I Treni lasciano la loro fermata iniziale (TM-9.7)
editor-lines = Linee
editor-add-line = Aggiungi una Linea
editor-line = Linea { $letter }
editor-stop-drawing = Smetti di disegnare
editor-draw-stops = Disegna fermate
    .tooltip = Fai clic su punti della Mappa per aggiungere fermate alla fine di questa Linea
editor-reverse = Inverti
    .tooltip = L'ultima fermata diventa la prima (TM-2.2)
editor-remove-line = Elimina Linea
editor-letter = Lettera
editor-colour = Colore
editor-shares = Stock
editor-extras = Yen extra (¥)
editor-extra = Yen extra per lo Stock numero { $share }
editor-disc-slots = Caselle per dischetti
editor-vehicle = Veicolo
editor-vehicle-kind = { $kind ->
        [tram] Tram
        [bus] Autobus
       *[train] Treno
    }
editor-stop = Fermata { $line }{ $number }
editor-stop-at = In [{ $x }, { $y }]
editor-station = Stazione
editor-stop-name = Nome della fermata
editor-station-stops = Stazione { $station }: { $count ->
        [one] 1 fermata
       *[other] { $count } fermate
    } (al massimo 3, CP-1.4)
editor-small-circle = Una fermata a cerchio più piccola: nessuna Stazione, nessuna piramide, nessun pagamento (OS-4.2).
editor-insert-stops = Inserisci fermate dopo
    .tooltip = I clic sulla Mappa aggiungono fermate dopo questa
editor-ungroup = Separa
editor-remove-stop = Elimina fermata
editor-group-heading = Raggruppa in una Stazione
editor-picked = Scelte: { $stops }
editor-station-name = Nome della Stazione
editor-group = Raggruppa in una Stazione
    .disabled = Una Stazione ha da 1 a 3 fermate (CP-1.4) e un nome
editor-clear = Svuota
editor-revenue-track = Tracciato delle Entrate
editor-revenue-standard = Standard (CP-1.5: valore più alto = Valore × 2/3 arrotondato per eccesso a ¥100)
editor-value = Valore
editor-high = Più alto
editor-low = Più basso

## The card-set editor
editor-add-column = Aggiungi una colonna
editor-colours = Colori
editor-add-card = Aggiungi una carta
editor-remove-column = Elimina colonna
editor-card = Carta
editor-dots = Pallini
    .tooltip = L'età sul dorso della carta, 1–3 pallini
editor-actions-header = Azioni: tipo, caselle, parametro
editor-action-spaces = Caselle dell'azione (dischetti che richiede), 1–3
editor-remove = Elimina
    .tooltip = Elimina questa azione
editor-add-action = Aggiungi azione
editor-remove-card = Elimina carta
editor-station-none = — nessuna (cerchio più piccolo)
editor-station-choice = { $station } ({ $stops ->
    [one] 1 fermata
   *[other] { $stops } fermate
})
editor-new-station = Nuova Stazione
