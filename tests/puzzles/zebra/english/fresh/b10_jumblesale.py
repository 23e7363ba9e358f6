from itertools import permutations
N=['Agnes','Bernard','Cyril','Dot','Enid']
IT=['teapot','lampshade','jigsaw','umbrella','toast rack']
PR=[50,100,150,200,250]          # pence
TM=[1015,1030,1045,1100,1115]
mins=lambda t:(t//100)*60+t%100
sols=[]
for p in permutations(PR):
  P=dict(zip(N,p))
  if P['Bernard']!=P['Agnes']-100: continue
  for t in permutations(TM):
    T=dict(zip(N,t))
    if P[min(N,key=lambda n:T[n])]!=250: continue
    if T['Dot']!=1115: continue
    if T[[n for n in N if P[n]==100][0]]==1030: continue
    for i in permutations(IT):
      I=dict(zip(N,i)); bi={v:k for k,v in I.items()}
      if mins(T[bi['lampshade']])!=mins(T[bi['jigsaw']])+15: continue
      if I['Dot']=='umbrella': continue
      if P['Enid']!=P[bi['umbrella']]+50: continue
      if not P[bi['jigsaw']]<P[bi['toast rack']]<P[bi['teapot']]: continue
      if I['Cyril'] in ('jigsaw','lampshade'): continue
      if not T[bi['jigsaw']]<T[bi['umbrella']]: continue
      if I['Agnes'] in ('jigsaw','toast rack'): continue
      if not P['Cyril']>P['Enid']: continue
      sols.append((I,P,T))
print(len(sols),"solution(s)")
for I,P,T in sols:
  print("customer | item | price | time")
  for n in N: print(n,I[n],('£%.2f'%(P[n]/100)) if P[n]>=100 else '%dp'%P[n],'%d.%02d'%(T[n]//100,T[n]%100),sep=' | ')
