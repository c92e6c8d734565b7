# engine: what a choice would cost and do (it), for prompts and tooltips (`src/preview.rs`).

## Lists
# between the items of what a choice does ("pay ¥300, give up an action disc for good")
# same in every language
preview-separator = {", "}

## What a choice would cost and do (the prompt, tooltips)
preview-pay = paghi { $amount }
preview-pay-with-extra = paghi { $amount } (di cui { $extra } di costo aggiuntivo dello Stock)
preview-pay-fare = paghi { $amount } (la tariffa)
preview-receive = ricevi { $amount }
preview-discs-lost = { $count ->
    [one] cedi per sempre un dischetto Azione
   *[other] cedi per sempre { $count } dischetti Azione
}
preview-disc-gained = ottieni un dischetto Azione
# a choice, then what it does for the player ("Take Move 3: you pay ¥300")
preview-you = { $label }: { $effects }
# a speed token assigned in the middle of an action: the payment that follows is the action's
preview-you-then-action = { $label }; poi la tua azione prosegue: { $effects }
# what the same choice does with every discount the player may lift, after what it does without ("Take Move 3: you pay ¥300")
preview-with-discounts = { $text } ({ $effects } con i dischetti Sconto usati)
