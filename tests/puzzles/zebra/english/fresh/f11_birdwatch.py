# Brute force for the Saltmarsh Reserve field-trip report (f11_birdwatch)
# usage: python3 f11_birdwatch.py [clue-number-to-leave-out]
# hides are numbered 1 to 4 along the sea wall, hide 1 nearest the car park
from itertools import permutations
import sys

members = ["Geoff", "Hilary", "Ian", "Janet"]
hides = [1, 2, 3, 4]
species = ["avocets", "bittern", "marsh harriers", "spoonbills"]
counts = [1, 2, 6, 14]
times = [915, 1000, 1045, 1130]
mins = {915: 0, 1000: 45, 1045: 90, 1130: 135}   # minutes after 9:15am

GE, HI, IA, JA = range(4)


def clues(hd, sp, ct, tm):
    s = sp.index
    h = hd.index
    return [
        # 1. "Only one bittern was seen, and it was the first sighting of the day."
        ct[s("bittern")] == 1 and tm[s("bittern")] == 915,
        # 2. "Geoff was in the hide next to Hilary's."
        abs(hd[GE] - hd[HI]) == 1,
        # 3. "Janet's sighting came 45 minutes after Hilary's."
        mins[tm[JA]] == mins[tm[HI]] + 45,
        # 4. "Ian sat in the hide at the far end from the car park."
        hd[IA] == 4,
        # 5. "The marsh harriers were logged at 10:00am."
        tm[s("marsh harriers")] == 1000,
        # 6. "Hilary, who didn't see the avocets, was nearer the car park than Janet."
        sp[HI] != "avocets" and hd[HI] < hd[JA],
        # 7. "The spoonbills were seen from the hide nearest the car park."
        hd[s("spoonbills")] == 1,
        # 8. "There were three times as many spoonbills as marsh harriers."
        ct[s("spoonbills")] == 3 * ct[s("marsh harriers")],
        # 9. "Neither Hilary nor Ian was the one who saw the bittern."
        sp[HI] != "bittern" and sp[IA] != "bittern",
    ]


def show(t):
    return "%d:%02dam" % (t // 100, t % 100)


skip = int(sys.argv[1]) - 1 if len(sys.argv) > 1 else None
sols = []
for hd in permutations(hides):
    for sp in permutations(species):
        for ct in permutations(counts):
            for tm in permutations(times):
                cl = clues(hd, sp, ct, tm)
                if all(ok for i, ok in enumerate(cl) if i != skip):
                    sols.append((hd, sp, ct, tm))
print(len(sols))
for hd, sp, ct, tm in sols:
    for i in sorted(range(4), key=lambda k: hd[k]):
        print("Hide", hd[i], members[i], sp[i], ct[i], show(tm[i]))
    print()
