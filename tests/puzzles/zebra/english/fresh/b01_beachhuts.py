from itertools import permutations
C=['red','yellow','blue','green','white']
F=['Ashbys','Brownes','Carters','Dunns','Ellises']
T=['kite','cricket bat','shrimping net','windbreak','deckchair']
D=['tea','coffee','cocoa','lemonade','soup']
nb=lambda a,b: abs(a-b)==1   # positions 0..4, left = nearer the slipway
sols=[]
for c in permutations(C):
    if c.index('blue')!=c.index('white')+1: continue          # 5
    if not c.index('green')>c.index('blue'): continue          # 11
    if c.index('yellow') not in (0,4): continue                # 13
    for f in permutations(F):
        if f.index('Ashbys')!=c.index('red'): continue         # 1
        if f.index('Carters') not in (0,4): continue           # 3
        if not f.index('Brownes')>f.index('Dunns'): continue   # 10
        if f.index('Carters')==c.index('yellow'): continue     # 13
        if not f.index('Carters')<f.index('Ashbys'): continue  # 16
        for t in permutations(T):
            if t.index('shrimping net')!=c.index('red')+1: continue   # 4
            if t.index('windbreak')==f.index('Ellises'): continue     # 12
            if not nb(t.index('kite'),f.index('Carters')): continue   # 14
            if t.index('deckchair') in (0,4): continue                # 15
            for d in permutations(D):
                if d[2]!='coffee': continue                            # 2
                if d.index('lemonade')!=t.index('cricket bat'): continue  # 6
                if d.index('soup')!=f.index('Dunns'): continue         # 7
                if t.index('kite')!=d.index('tea'): continue           # 8
                if not nb(d.index('cocoa'),t.index('kite')): continue  # 9
                sols.append((c,f,t,d))
print(len(sols), "solution(s)")
for s in sols:
    print("hut | colour | family | item | drink")
    for i in range(5): print(i+1,*[x[i] for x in s],sep=' | ')
