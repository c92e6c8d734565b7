# play: menu words (it). Ids are kebab-case, prefixed by their area.

## Seats
seat-human = Umano
    .tooltip = Una persona a questo computer
seat-easy-bot = Bot facile
    .tooltip = Il bot euristico, ma due mosse su cinque a caso
seat-normal-bot = Bot normale
    .tooltip = Il bot euristico: gioca come una persona assennata, senza esitare
seat-hard-bot = Bot difficile
    .tooltip = Il bot di ricerca: circa un secondo a mossa su un core
seat-expert-bot = Bot esperto
    .tooltip = Il bot di ricerca: tre secondi a mossa su tutti i core
seat-name = Giocatore { $seat }
seat-name-easy = Giocatore { $seat } (Bot, Facile)
seat-name-normal = Giocatore { $seat } (Bot, Normale)
seat-name-hard = Giocatore { $seat } (Bot, Difficile)
seat-name-expert = Giocatore { $seat } (Bot, Esperto)

## Saved games
saves-variant-base = gioco base

## Storage: the autosave banner and the questions
setup-part = { $part ->
    [map] la Mappa
    [card-set] il set di carte Azione
    [rule-modules] i moduli di regole o le loro carte
    [rules] il numero di giocatori o le opzioni di regola
   *[other] { $part }
}
setup-part-none = la sua preparazione
# the last two items of a list ("the map, the cards and the options")
list-and = { $items } e { $last }

## The menu's heading and variant row
menu-heading = { $games } e in solitario — scegli una combinazione e gioca.
cards-column = Colonna { $column }

## Plugins
plugins-failed = Un plugin ha avuto un errore ed è disattivato; questa partita non può continuare: { $reason }
plugins-late = Un hook di un plugin non è tornato: { $reason }. La partita non può continuare; il salvataggio automatico contiene ogni decisione precedente. Esci dall'app: l'hook del plugin potrebbe essere ancora in esecuzione.

## The status line
error-setup-has-errors = La Mappa o il set di carte scelto contiene errori; scegline un altro.
error-seed = Il seed è un numero intero da 0 a { $max }, non { $text }
error-could-not-start = Impossibile iniziare la partita: { $error }
error-could-not-store-bests = Impossibile salvare i record in solitario: { $error }
error-could-not-store-settings = Impossibile salvare le impostazioni: { $error }
status-opened-changed = Aperto: { $save }, anche se { $parts } è cambiato dal salvataggio: questa non è la partita che fu giocata.
status-the-autosave = la tua ultima partita
status-could-not-load = Impossibile caricare: { $error }
status-resumed = Bentornato: la partita riprende da dove l'avevi lasciata.
status-loaded = Caricato: { $save }.
status-loaded-unchecked = Caricato: { $save }. Viene da una versione precedente del gioco, quindi non si può verificare se la Mappa e le carte sono ancora quelle con cui fu giocata.
status-could-not-load-named = Impossibile caricare { $save }: { $error }
status-kept-as = La partita non finita è stata conservata come { $file }: la trovi nel menu, sotto «Partite salvate».
status-could-not-keep = Impossibile conservare la partita in corso in { $folder } ({ $error }); non è stato avviato nient'altro. Salvala prima altrove.
status-could-not-keep-finished = Impossibile conservare questa partita finita tra le partite salvate in { $folder } ({ $error }): premi «Salva» per riprovare.
status-saved = Salvata come { $file }: la trovi nel menu, sotto «Partite salvate».
status-saved-in = Salvata in { $folder } come { $file }.
status-could-not-save = Impossibile salvare in { $folder }: { $error }
status-deleted = Eliminato { $file }.
status-could-not-delete = Impossibile eliminare { $file }: { $error }
status-could-not-watch = Impossibile rivedere { $file }: { $error }
status-could-not-replay = Impossibile rivedere la partita: { $error }
status-could-not-branch = Impossibile salvare la nuova partita in { $folder }: { $error }
status-not-allowed = Non consentito: { $reason }
status-type-folder = Scrivi la cartella in cui salvare la partita.
status-not-settings = { $path }: non sono impostazioni ({ $error }); si usano i valori predefiniti
status-settings-unreadable = { $error }; si usano i valori predefiniti
status-autosave-unreadable = Il salvataggio automatico della tua ultima partita non si è potuto leggere: { $error }.
status-autosave-set-aside = È stato messo da parte come { $file }, tra le partite salvate, dove nulla lo sostituisce.
status-autosave-not-set-aside = Non è stato possibile metterlo da parte ({ $error }).
status-autosave-offer-checkpoint = «Riprendi l'ultima partita» offre le sue prime { $kept } azioni su { $read }, fino all'ultimo punto di controllo che corrispondeva.
status-autosave-offer-read = «Riprendi l'ultima partita» offre { $kept ->
        [one] la sua prima azione
       *[other] le sue prime { $kept } azioni
    }, fin dove il file si è potuto leggere e rigiocare.
status-autosave-offer-older = «Riprendi l'ultima partita» offre il salvataggio automatico precedente di quella partita, che arriva altrettanto lontano o oltre.
status-autosave-nothing = Non se ne è potuto recuperare nulla.
status-autosave-nothing-why = Non se ne è potuto recuperare nulla: { $why }
status-autosave-older-set-aside = Nemmeno il salvataggio automatico precedente si è potuto leggere; è stato messo da parte come { $file }.
status-autosave-older-not-set-aside = Nemmeno il salvataggio automatico precedente si è potuto leggere, né mettere da parte ({ $error }).
autosave-not-a-file = non è un file regolare
status-shared-folder = { $owner ->
        [none] Un'altra finestra di metro
       *[other] Un'altra finestra di metro (processo { $owner })
    } sta usando { $folder }. Questa finestra tiene la sua partita in { $autosave } e non tocca la partita né i file dell'altra: chiudi l'altra finestra per riprendere la sua partita.
menu-file-with-problems = { $file } — { $count ->
    [one] 1 problema
   *[other] { $count } problemi
}

## Reading a file the user named
read-cannot-read = { $path }: impossibile leggere il file: { $error }
read-not-a-file = { $path }: non è un file normale (è { $kind ->
    [directory] una cartella
    [fifo] una FIFO (named pipe)
    [character-device] un dispositivo a caratteri
    [block-device] un dispositivo a blocchi
    [socket] un socket
   *[other] qualcos'altro
}); si leggono solo file normali
read-too-large = { $path }: il file è più grande di { $cap } byte; non viene letto
read-not-text = { $path }: il file non è testo UTF-8
saves-reader-failed = impossibile avviare la lettura: { $error }
