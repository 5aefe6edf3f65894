import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Política de devoluciones y reembolsos',
  description:
    'Cómo devolver un artículo o avisar de un problema con tu pedido, qué productos se pueden devolver y cómo y cuándo recibes el reembolso.',
  updated: 'Última actualización: 2 de marzo de 2026',
  sections: [
    {
      id: 'promise',
      title: 'Nuestro compromiso',
      blocks: [
        'Si algo llega dañado, no es lo que pediste o no tiene la calidad que debería, lo solucionamos: con un cambio o devolviéndote el dinero. Los gastos de la devolución los paga la tienda que lo vendió, no tú.',
      ],
    },
    {
      id: 'time-limits',
      title: 'Plazos',
      blocks: [
        {
          table: {
            caption: 'Plazo para devolver un artículo o avisar de un problema',
            head: ['Artículo', 'Plazo', 'Condición'],
            rows: [
              [
                'Productos frescos y panadería',
                '24 horas desde la entrega',
                'Avisa con una foto; no hace falta devolverlo',
              ],
              [
                'Libros, ropa y bolsos',
                '14 días desde la entrega',
                'Sin usar, con etiquetas y en su embalaje original',
              ],
              [
                'Maquillaje y cuidado de la piel',
                '14 días desde la entrega',
                'Sin abrir y precintado, salvo que sea defectuoso',
              ],
              [
                'Libros electrónicos',
                '14 días desde la compra',
                'Solo si el archivo es defectuoso o no se puede abrir',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'how-to',
      title: 'Cómo hacer una devolución',
      blocks: [
        {
          ordered: true,
          list: [
            'Abre el pedido en [tus pedidos](/orders) y elige «Solicitar reembolso». Si compraste como invitado, usa el [formulario de contacto](/contact) indicando el número de seguimiento.',
            'Indica el motivo, describe el problema y añade fotos si ayudan.',
            'La tienda revisa tu solicitud, normalmente en dos días hábiles. Puedes seguirla en la página de [reembolsos](/refunds).',
            'Si hay que devolver el artículo, organizamos una recogida gratuita en tu domicilio. Los productos frescos nunca hay que devolverlos.',
          ],
        },
      ],
    },
    {
      id: 'not-returnable',
      title: 'Artículos que no admiten devolución',
      blocks: [
        'Por motivos de higiene y seguridad no aceptamos devoluciones de maquillaje o productos de cuidado de la piel abiertos, ropa interior o de baño usada, ni alimentos entregados en buen estado. Los libros electrónicos descargados no se pueden devolver salvo que el archivo sea defectuoso. Esto no afecta a tus derechos cuando un producto es defectuoso o no se corresponde con su descripción.',
      ],
    },
    {
      id: 'refunds',
      title: 'Cómo recibes el reembolso',
      blocks: [
        {
          list: [
            '**Pagos con tarjeta:** se devuelven a la misma tarjeta en un plazo de 5 a 10 días hábiles desde la aprobación (depende de tu banco).',
            '**Pago contra reembolso:** se abona al momento en tu monedero de PickBazar o, si lo prefieres, por transferencia bancaria en 5 días hábiles.',
            'Los gastos de envío se reembolsan cuando se devuelve el pedido completo por un error nuestro.',
          ],
        },
        '¿Dudas sobre un reembolso? [Escríbenos](/contact) con tu número de seguimiento y lo revisaremos.',
      ],
    },
  ],
};

export default content;
