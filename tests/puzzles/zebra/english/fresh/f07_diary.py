# Brute force for the sleepover diary entry (f07_diary)
# usage: python3 f07_diary.py [clue-number-to-leave-out]
from itertools import permutations
import sys

friends = ["Chloe", "Aisha", "Jess", "Lily"]
items = ["popcorn", "face masks", "karaoke mic", "nail polish"]
times = [0, 30, 60, 90]     # minutes after 6pm: 6pm, 6:30pm, 7pm, 7:30pm

CH, AI, JE, LI = range(4)


def clues(it, tm):
    i = it.index
    return [
        # 1. "Aisha was first to arrive"
        tm[AI] == 0,
        # 2. "Jess turned up exactly half an hour after whoever brought the nail polish"
        tm[JE] == tm[i("nail polish")] + 30,
        # 3. "the karaoke mic didn't arrive first or last"
        tm[i("karaoke mic")] not in (0, 90),
        # 4. "Chloe got here after Jess"
        tm[CH] > tm[JE],
        # 5. "the face masks came later than the karaoke mic"
        tm[i("face masks")] > tm[i("karaoke mic")],
        # 6. "Lily was there before Jess"
        tm[LI] < tm[JE],
    ]


def show(t):
    h, m = 6 + t // 60, t % 60
    return "%d:%02dpm" % (h, m) if m else "%dpm" % h


skip = int(sys.argv[1]) - 1 if len(sys.argv) > 1 else None
sols = []
for it in permutations(items):
    for tm in permutations(times):
        cl = clues(it, tm)
        if all(ok for k, ok in enumerate(cl) if k != skip):
            sols.append((it, tm))
print(len(sols))
for it, tm in sols:
    for k in sorted(range(4), key=lambda j: tm[j]):
        print(show(tm[k]), friends[k], it[k])
    print()
