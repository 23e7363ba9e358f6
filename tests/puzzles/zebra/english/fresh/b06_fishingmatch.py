from itertools import permutations
N=['Reg','Stan','Col','Dougie','Norman']
PEG=[3,7,11,15,19]
W=[4,6,9,12,15]
BAIT=['bread','maggots','sweetcorn','worms','luncheon meat']
sols=[]
for peg in permutations(PEG):
  P=dict(zip(N,peg))
  if P['Norman']!=P['Reg']+4: continue
  for w in permutations(W):
    Wt=dict(zip(N,w))
    if Wt['Dougie']!=Wt['Reg']+3: continue
    winner=max(N,key=lambda x:Wt[x])
    if P[winner]!=19: continue
    for b in permutations(BAIT):
      B=dict(zip(N,b)); who={v:k for k,v in B.items()}
      if Wt['Stan']!=Wt[who['worms']]-2: continue
      if not P[who['luncheon meat']]>P['Reg']: continue
      if B['Reg']=='bread': continue
      if P[who['maggots']] in (3,15) or P[who['sweetcorn']] in (3,15): continue
      if Wt[who['bread']]!=4: continue
      if B['Col']=='maggots': continue
      if not P['Dougie']<P['Reg']: continue
      if Wt[who['sweetcorn']]!=Wt[who['worms']]+3: continue
      sols.append((P,Wt,B))
print(len(sols),"solution(s)")
for P,Wt,B in sols:
  print("angler | peg | weight | bait")
  for n in N: print(n,P[n],str(Wt[n])+'lb',B[n],sep=' | ')
