from itertools import permutations
N=['Fiona','George','Hattie','Imran','Jack']
WOMEN={'Fiona','Hattie'}; MEN=set(N)-WOMEN
TM=[(7,40),(7,45),(7,52),(7,58),(8,5)]
DE=['hospital','library','station','market','swimming pool']
CA=['red umbrella','newspaper','guitar case','shopping trolley','dog']
mins=lambda t:t[0]*60+t[1]
sols=[]
for t in permutations(TM):
  T={n:mins(x) for n,x in zip(N,t)}
  if T['Hattie']!=mins((8,5)): continue
  for c in permutations(CA):
    C=dict(zip(N,c)); bc={v:k for k,v in C.items()}
    if bc['newspaper'] not in MEN or T[bc['newspaper']]!=mins((7,40)): continue
    if bc['red umbrella'] not in WOMEN or bc['guitar case'] not in MEN: continue
    if T[bc['red umbrella']]!=T[bc['guitar case']]+7: continue
    if C['Imran']=='newspaper' or C['Jack']=='newspaper': continue
    if bc['dog'] not in MEN: continue
    for d in permutations(DE):
      D=dict(zip(N,d)); bd={v:k for k,v in D.items()}
      if D['Hattie']!='market': continue
      if D[bc['dog']] in ('station','library'): continue
      if T[bd['hospital']]!=T['Fiona']+6: continue
      if D['Imran']=='hospital': continue
      if D[bc['dog']]=='swimming pool': continue
      if 'station' in (D['Fiona'],D['Imran']): continue
      if D[bc['red umbrella']]!='library': continue
      sols.append((T,C,D))
print(len(sols),"solution(s)")
for T,C,D in sols:
  print("person | arrived | carrying | going to")
  for n in N: print(n,'%d.%02d'%divmod(T[n],60),C[n],D[n],sep=' | ')
