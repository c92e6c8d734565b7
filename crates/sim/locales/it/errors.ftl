# sim: why a simulation could not run (it).

sim-unknown-bot = bot sconosciuto { $bot }; bot noti: { $known }
sim-bot-count = { $given } bot indicati per { $players } giocatori: indica un bot per posto, o un solo nome per tutti i posti
sim-game-failed = partita con seed { $seed }: { $message }
# $given: bots given; $max: the most a tournament plays (16); $pairs: the pairs of that many (120).
sim-tournament-too-many-bots = un torneo gioca al massimo { $max } bot ({ $given } indicati): gioca ogni coppia di bot, quindi { $max } bot sono già { $pairs } coppie; per confrontarne di più, gioca più tornei
sim-tournament-no-games = un torneo richiede almeno 1 partita per disposizione (--games 0 non misura nulla)
sim-tournament-players = un torneo di questo gioco fa sedere da { $min } a { $max } bot, uno per posto ({ $given } indicati)
sim-cancelled = annullata dopo { $games ->
        [one] 1 partita
       *[other] { $games } partite
    }
sim-export-exists = { $path } esiste già; non è stato sovrascritto nulla
sim-export-not-a-folder = impossibile scrivere le tabelle in { $path }: non è una cartella
sim-export-cannot-write = impossibile scrivere { $path }: { $error }

## What went wrong in one game (an engine bug or a bot bug), after sim-game-failed's seed

sim-game-panicked = il motore o un bot è andato in errore (panic): { $message }
sim-game-unknown-bot = bot sconosciuto { $bot }
sim-game-no-legal-action = nessuna azione consentita mentre la partita attende: { $pending }
sim-game-no-seat = il giocatore { $player } è di turno ma non ha un posto
sim-game-illegal-action = il bot { $bot } al posto { $seat } ha scelto un'azione non consentita: { $error }
sim-game-setup = non è stato possibile preparare la partita: { $error }
sim-game-no-action-for-seat = il posto { $seat } è di turno ma non ha un'azione consentita
sim-game-refused = il posto { $seat } ha scelto un'azione che il gioco rifiuta: { $error }
sim-game-too-long = la partita non è finita entro { $decisions } decisioni
sim-game-no-result = la partita si è fermata senza un risultato
