# app: replay words (it). Ids are kebab-case, prefixed by their area.

replay-back = Indietro
# same in every language (the glossary keeps "Replay")
replay-title = Replay — { $title }
replay-place = Azione { $at } di { $len } · Round { $round } · { $phase }
replay-place-ended = Azione { $at } di { $len } · { $phase }
replay-place-action = Azione { $at } di { $len }
replay-seen-by = Visto da
    .tooltip = Una partita finita non nasconde nulla: guardala tutta, o come la vide un giocatore. Una partita ancora in corso mostra solo ciò che videro i suoi giocatori.
replay-everyone = Tutti (tutto visibile)
replay-play-on = Continua a giocare da qui
    .tooltip = Inizia una nuova partita da questo punto, salvata in un nuovo file (la registrazione resta com'è).
replay-previous-round = Round precedente
replay-previous-phase = Fase precedente
replay-step-back = Passo indietro
replay-play = Riproduci
replay-pause = Pausa
replay-step-forward = Passo avanti
replay-next-phase = Fase successiva
replay-next-round = Round successivo
replay-speed = { $speed } azioni/s
replay-timeline = Cronologia

## The end screen's charts
charts-over-the-rounds = Nel corso dei round
charts-line-values = Valori delle Linee
charts-cash = Contanti
charts-totals = Totali
charts-none = Nessun grafico: { $error }
# same in every language (the rulebook keeps "round")
charts-round = Round
# same in every language
charts-in-round = Round { $round }
# same in every language
charts-value-of = { $name }: { $value }
