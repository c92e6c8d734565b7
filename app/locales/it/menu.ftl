# app: menu words (it). Ids are kebab-case, prefixed by their area.

## The start menu

menu-resume = Riprendi l'ultima partita
menu-back-to-game = Torna alla partita
menu-language = Lingua
    .tooltip = La lingua di tutto il gioco (viene ricordata per la prossima volta)
menu-map = Mappa
menu-card-set = Set di carte Azione
menu-seats = Posti
# same in every language
menu-seed = Seed
menu-seed-hint = casuale
menu-seed-random = Casuale
    .tooltip = Un nuovo seed casuale a ogni partita
menu-animation = Animazione
menu-animation-suffix = { " " }passi/s (0: immediata)
menu-start-game = Inizia partita
menu-test-by-simulation = Prova con simulazione…
    .tooltip = Gioca molte partite tra bot con questa Mappa, questo set di carte e questa variante; guarda i risultati nei grafici e sulla Mappa
menu-not-startable = La Mappa o il set di carte scelto contiene errori (vedi sopra); non si può giocare.
menu-map-file = File della Mappa
menu-map-file-hint = oppure un file: percorso/della/mappa.toml
menu-open-map-file = Apri file della Mappa
menu-card-set-file = File del set di carte
menu-card-set-file-hint = oppure un file: percorso/del/set-di-carte.toml
menu-open-card-set-file = Apri file del set di carte
menu-open = Apri
menu-reading-files = (lettura dei tuoi file…)
menu-none = (nessuno)
menu-players = { $count ->
    [one] 1 giocatore (in solitario)
   *[other] { $count } giocatori
}
menu-remove-seat = Togli un posto
menu-add-seat = Aggiungi un posto
menu-seat-player = Posto { $seat }: giocatore
menu-seat-colour = Posto { $seat }: colore
menu-solo-bests = Record in solitario — { $combination }
menu-no-solo-bests = Nessuna partita in solitario ancora conclusa con questa combinazione.
menu-file-problems = { $count ->
    [one] 1 problema — con questo file non si può giocare:
   *[other] { $count } problemi — con questo file non si può giocare:
}
menu-more-problems = … e altri { $count }
menu-browse = Sfoglia…
# same in every language
menu-in-folder = In { $folder }
menu-up-a-folder = Cartella superiore

## Player colours

colour-red = rosso
colour-blue = blu
colour-yellow = giallo
colour-green = verde
colour-purple = viola
colour-white = bianco
colour-black = nero
colour-orange = arancione
colour-custom = personalizzato

## Saved games

saves-title = Partite salvate
saves-read-again = Rileggi
saves-none = Ancora nessuna partita salvata.
    .tooltip = Le partite salvate sono in { $folder }
saves-game = Gioco
saves-map = Mappa
saves-cards = Carte
saves-variant = Variante
saves-seats = Posti
# same in every language
saves-round = Round
saves-saved = Salvata (UTC)
# same in every language
saves-file = File
saves-more = … e altri { $count } salvataggi più vecchi non elencati
saves-file-hint = oppure un file di salvataggio: percorso/della/partita.json
saves-save-file = File di salvataggio
saves-load-file = Carica file
saves-watch = Guarda
    .tooltip = Guarda il replay di questa partita
saves-watch-file = Guarda file
saves-reading = lettura…
saves-seats-humans = { $seats } ({ $humans ->
    [0] solo bot
    [one] 1 umano
   *[other] { $humans } umani
})
saves-over = finita
saves-will-not-load = non si carica
saves-broken = danneggiato
saves-load = Carica
saves-load-named = Carica { $file }
saves-watch-named = Guarda { $file }
saves-delete = Elimina
saves-delete-named = Elimina { $file }
# same in every language
saves-problem = { $what }: { $reason }

## Storage: the autosave banner and the questions

storage-last-good-kept = { $count ->
    [one] l'ultimo salvataggio automatico riuscito (dopo 1 decisione) resta
   *[other] l'ultimo salvataggio automatico riuscito (dopo { $count } decisioni) resta
}
storage-no-autosave-yet = non esiste ancora un salvataggio automatico di questa partita
storage-autosave-failing = Il salvataggio automatico non riesce (dalla decisione { $decision }): { $message }
storage-play-goes-on = La partita continua e per ora non si perde nulla: { $kept }. Per sicurezza salva la partita in un'altra cartella; questo avviso resta finché un salvataggio automatico riesce.
storage-folder-hint = una cartella, ad es. /media/usb/metro
storage-folder = Cartella in cui salvare
storage-save-copy = Salva lì una copia
storage-retry = Riprova il salvataggio automatico
storage-in-progress = Una partita è in corso
storage-in-progress-where = { $heading }: round { $round }, { $count ->
    [one] 1 decisione presa
   *[other] { $count } decisioni prese
}.
storage-kept-as-file = Sarà conservata tra i tuoi salvataggi come file a sé (…-unfinished.json), così potrai caricarla più tardi dall'elenco.
storage-keep-and-start = Conservala e inizia una nuova partita
storage-keep-and-resume = Conservala e riprendi il salvataggio automatico
storage-keep-and-load = Conservala e carica { $file }
storage-cancel = Annulla
storage-setup-changed = La preparazione di questo salvataggio è cambiata
storage-setup-changed-what = { $parts } di { $save } è cambiato da quando la partita è stata salvata.
storage-setup-changed-why = Rigiocata con la preparazione cambiata, non è la partita che fu giocata: totali ed eventi possono differire. Aprirla comunque?
storage-open-anyway = Apri comunque
storage-dont-open = Non aprirla
storage-delete-title = Eliminare questo salvataggio?
storage-delete-what = { $file } sarà eliminato per sempre: non si potrà più caricare né rivedere.
storage-delete = Eliminalo
storage-keep = Tienilo
status-dismiss = Chiudi

## The menu's heading and variant row

menu-variant = Variante

## Plugins

# same in every language
plugins-title = Plugin
plugins-disabled = Disattivato: { $reason }
plugins-refused = Rifiutato: { $reason }
plugins-quit = Esci

## The status line

status-draft-map-problems = La Mappa ha dei problemi: correggili prima.
status-draft-cards-problems = Il set di carte ha dei problemi: correggili prima.
status-draft-name = { $name } (bozza)
status-no-editor = Nessun editor è aperto.
menu-play-online = Gioca online
    .tooltip = Gioca con amici su altri computer: entra in un server o ospita un tavolo su questo computer
